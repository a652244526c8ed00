// DogearHTML: see ARCHITECTURE.md.
