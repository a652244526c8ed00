// DogearReadeck: see ARCHITECTURE.md.
