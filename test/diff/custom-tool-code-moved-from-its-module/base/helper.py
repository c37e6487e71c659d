def run():
    print("stub")
