def run(path):
    print(path)
