// DogearTerminalTests
