"""Runs a command several times at the same time (lit's shell runs one
command at a time): at-once.py N COMMAND..., with {} in COMMAND replaced by
0..N-1 in each copy. Fails when any copy fails."""
import subprocess
import sys


def main():
    count, command = int(sys.argv[1]), sys.argv[2:]
    runs = [subprocess.Popen([a.replace("{}", str(i)) for a in command])
            for i in range(count)]
    return max(run.wait() != 0 for run in runs)


if __name__ == "__main__":
    sys.exit(main())
