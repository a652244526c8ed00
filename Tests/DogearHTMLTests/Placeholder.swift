// DogearHTMLTests
