"""lit's %{run-emulated}: run a test program on the emulated device.

    run-emulated.py LOG PROGRAM [ARG...]

Runs PROGRAM with ACC_DEVICE=emulate ACC_NOTIFY=1. Its standard output
passes through (for FileCheck or diff); its standard error, the runtime's
launch notices, goes to LOG. Fails with PROGRAM's status when PROGRAM fails,
and fails when no notice says 'device=emulated': a program whose regions all
fell back to the host prints the same output, so the output alone does not
show that the emulator ran anything.
"""
import os
import subprocess
import sys


def main():
    log, program = sys.argv[1], sys.argv[2:]
    env = dict(os.environ, ACC_DEVICE="emulate", ACC_NOTIFY="1")
    with open(log, "wb") as notices:
        status = subprocess.call(program, env=env, stderr=notices)
    if status != 0:
        # A signal (negative) is a failure too.
        return status if status > 0 else 128 - status
    with open(log, "rb") as notices:
        if b"device=emulated" not in notices.read():
            sys.stderr.write("run-emulated: %s launched no kernel on the "
                             "emulated device (notices: %s)\n"
                             % (program[0], log))
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
