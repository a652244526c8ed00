import DogearCore

extension Library {
  static let listOrderKey = "list_order"

  /// The list's order (`o`), kept with the library; newest first when none was kept or the
  /// kept one is not known to this dogear.
  public func listOrder() throws(LibraryError) -> ListOrder {
    try meta(Self.listOrderKey).flatMap(ListOrder.init(rawValue:)) ?? .newest
  }

  public func saveListOrder(_ order: ListOrder) throws(LibraryError) {
    try setMeta(Self.listOrderKey, order == .newest ? nil : order.rawValue)
  }
}
