// DogearStoreTests
