// OpenACC's copy(always: list): in at the construct's start and out at its
// end even where the data is already present (an enter data made it so and
// the host changed it since), as copyin(always:) and copyout(always:) do.
// alwaysin: and alwaysout: force one direction. Every result is checked
// against the plain build.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: FileCheck --check-prefix=DUMP %s < %t.want
#include <stdio.h>

#define N 256

static float a[N], b[N];

static void show(const char *what) {
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i] + 2 * b[i];
  printf("%s: a[1]=%g a[N-1]=%g b[2]=%g sum=%g\n", what, a[1], a[N - 1], b[2],
         s);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 1;
  }
#pragma acc enter data copyin(a[0:N], b[0:N])
  // The host changes a while it is present: only 'always' brings it in.
  for (int i = 0; i < N; i++)
    a[i] = 2 * i;
  // MINFO: main:
  // MINFO: Generating copyin(always:a[0:256])
  // MINFO-NEXT: Generating copyout(always:a[0:256])
  // MINFO: Accelerator kernel generated
#pragma acc parallel loop copy(always: a[0:N])
  for (int i = 0; i < N; i++)
    a[i] = a[i] + 1;
  // DUMP: always: a[1]=3 a[N-1]=511 b[2]=1 sum=66048
  show("always");
  for (int i = 0; i < N; i++)
    b[i] = 5;
  // alwaysin: b comes in; as it was present before, it stays there at the
  // end (copy's out half is copyout's) and the host's b is unchanged.
  // MINFO: Generating copyin(always:b[0:256])
  // MINFO-NEXT: Generating copyout(b[0:256])
  // MINFO: Accelerator kernel generated
#pragma acc kernels copy(alwaysin: b[0:N])
  for (int i = 0; i < N; i++)
    b[i] = b[i] * 3;
#pragma acc update self(b[0:N])
  // DUMP: alwaysin: a[1]=3 a[N-1]=511 b[2]=15 sum=73216
  show("alwaysin");
  // alwaysout: the device's a (not the host's) is what the loop reads,
  // and its result comes back.
  for (int i = 0; i < N; i++)
    a[i] = -1;
#pragma acc update device(a[0:N])
  // MINFO: Generating copyin(a[0:256])
  // MINFO-NEXT: Generating copyout(always:a[0:256])
  // MINFO: Accelerator kernel generated
#pragma acc parallel loop copy(alwaysout: a[0:N])
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 4;
  // DUMP: alwaysout: a[1]=-4 a[N-1]=-4 b[2]=15 sum=6656
  show("alwaysout");
#pragma acc exit data delete(a[0:N], b[0:N])
  // Not present: copy(always:) is copy.
  // MINFO: Generating copyin(always:a[0:256])
  // MINFO-NEXT: Generating copyout(always:a[0:256])
  // MINFO: Accelerator kernel generated
#pragma acc parallel loop copy(always: a[0:N])
  for (int i = 0; i < N; i++)
    a[i] = a[i] + 10;
  // DUMP: absent: a[1]=6 a[N-1]=6 b[2]=15 sum=9216
  show("absent");
  // In a data construct, around a region that finds a present.
  for (int i = 0; i < N; i++)
    a[i] = i % 7;
  // MINFO: Generating copyin(always:a[0:256])
  // MINFO-NEXT: Generating copyout(always:a[0:256])
#pragma acc data copy(always: a[0:N])
  {
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++)
      a[i] = a[i] * a[i];
  }
  // DUMP: data: a[1]=1 a[N-1]=9 b[2]=15 sum=10970
  show("data");
  return 0;
}
