"""Damages each file named, as a cache entry can be damaged:
corrupt.py truncate|flip|dir FILE...
  truncate  cut to 100 bytes (a write cut short)
  flip      one byte of its second half changed, the size kept (a bad block)
  dir       replaced by a directory of the same name
Fails when no file is named."""
import os
import sys


def damage(how, name):
    if how == "dir":
        os.remove(name)
        os.mkdir(name)
        return
    with open(name, "r+b") as f:
        if how == "truncate":
            f.truncate(100)
            return
        data = f.read()
        at = len(data) * 3 // 4
        f.seek(at)
        f.write(bytes([data[at] ^ 0xFF]))


def main():
    how, files = sys.argv[1], sys.argv[2:]
    for name in files:
        damage(how, name)
    return 0 if files else 1


if __name__ == "__main__":
    sys.exit(main())
