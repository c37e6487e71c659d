print('activated')
