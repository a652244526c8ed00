// DogearStore: see ARCHITECTURE.md.
