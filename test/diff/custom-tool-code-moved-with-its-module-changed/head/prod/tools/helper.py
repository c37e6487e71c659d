def run():
    print("deployed")
    print("and more")
