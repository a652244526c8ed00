// DogearTerminal: see ARCHITECTURE.md.
