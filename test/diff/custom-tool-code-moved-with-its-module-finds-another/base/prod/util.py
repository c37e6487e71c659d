def run():
    print("elsewhere")
