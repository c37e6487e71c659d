def run():
    print("deployed")
