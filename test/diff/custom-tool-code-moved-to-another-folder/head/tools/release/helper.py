import shutil


def run():
    shutil.rmtree("/srv")
