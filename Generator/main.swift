// Placeholder: the rapidgen command line.
print("rapidgen: not implemented yet")
