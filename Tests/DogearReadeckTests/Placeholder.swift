// DogearReadeckTests
