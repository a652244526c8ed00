import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Keeps what dogear stores for a person readable by that person alone: folders 0700, files
/// 0600, whatever made them. `make install -d` makes `$PREFIX/share/dogear` 0755, and with
/// `PREFIX=~/.local` that is the library folder too; SQLite creates a database 0644 and gives
/// its `-wal` and `-shm` files the database's mode.
///
/// Only what this user owns is changed, and never a shared folder with the sticky bit (a
/// `DOGEAR_HOME=/tmp` run as root must not close /tmp to everyone else).
public enum PrivateMode {
  public static let folderMode: mode_t = 0o700
  public static let fileMode: mode_t = 0o600

  /// Narrows an existing folder to 0700 when others may read it.
  public static func tightenFolder(_ path: String) {
    tighten(path, to: folderMode)
  }

  /// Narrows an existing file to 0600 when others may read it.
  public static func tightenFile(_ path: String) {
    tighten(path, to: fileMode)
  }

  /// Creates `path` empty with mode 0600 unless something is there already, so the file is
  /// never wider for a moment (SQLite reads an empty file as a new database).
  static func createFile(_ path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
    if descriptor >= 0 { close(descriptor) }
  }

  private static func tighten(_ path: String, to mode: mode_t) {
    var facts = stat()
    guard stat(path, &facts) == 0, facts.st_uid == getuid(),
      facts.st_mode & S_ISVTX == 0, facts.st_mode & 0o077 != 0
    else { return }
    _ = chmod(path, mode)
  }
}
