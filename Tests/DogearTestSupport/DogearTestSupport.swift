import DogearCore
