def run():
    print("deploying")
