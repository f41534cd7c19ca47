// A data region none of whose regions runs on the device keeps its arrays
// on the host: moving them there was for nothing, and each region the host
// runs moved them back and forth around it (floyd-warshall's region in its
// k loop, a dependence in every loop: 1 MB each way, 500 times). Where
// anything else in it could use the device copies (an offloaded region, an
// update, a call), the data region is as before. Prints what the plain
// build prints.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=2 %t 2>&1 >/dev/null | FileCheck --check-prefix=MOVES %s %}
// MINFO-LABEL: closure:
// MINFO: Data region kept on the host: none of its regions runs on the accelerator
// MINFO-LABEL: mixed:
// MINFO-NOT: kept on the host
// MINFO: Generating copy(d[0:{{[^]]*}}][0:{{[^]]*}}])
// MINFO-LABEL: called:
// MINFO-NOT: kept on the host
// MINFO: Generating copy(d[0:{{[^]]*}}][0:{{[^]]*}}])
// MOVES-NOT: function=closure
// MOVES: function=mixed
#include <stdio.h>
#define N 40

static int d[N][N];

static void init(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      d[i][j] = i == j ? 0 : (i * 7 + j * 3) % 23 + 1;
}

static void show(const char *what) {
  long s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += (long)d[i][j] * (i + 2 * j + 1);
  printf("%s: %d %d %ld\n", what, d[0][N - 1], d[N - 1][0], s);
}

/* floyd-warshall's shape: every region runs on the host. */
static void closure(void) {
#pragma acc data region copy(d[0:N-1][0:N-1])
  {
    for (int k = 0; k < N; k++) {
#pragma acc region
      for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
          d[i][j] = d[i][j] < d[i][k] + d[k][j] ? d[i][j] : d[i][k] + d[k][j];
    }
  }
  show("closure");
}

/* One region on the device, one on the host: the data region stays. */
static void mixed(void) {
#pragma acc data region copy(d[0:N-1][0:N-1])
  {
#pragma acc region
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        d[i][j] += 1;
    for (int k = 0; k < N; k++) {
#pragma acc region
      for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
          d[i][j] = d[i][j] < d[i][k] + d[k][j] ? d[i][j] : d[i][k] + d[k][j];
    }
  }
  show("mixed");
}

static void bump(void) {
#pragma acc region
  for (int i = 0; i < N; i++)
    d[i][i] += 2;
}

/* A call in the data region: the callee's region may use its copies. */
static void called(void) {
#pragma acc data region copy(d[0:N-1][0:N-1])
  {
    bump();
    for (int k = 0; k < N; k++) {
#pragma acc region
      for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
          d[i][j] = d[i][j] < d[i][k] + d[k][j] ? d[i][j] : d[i][k] + d[k][j];
    }
  }
  show("called");
}

int main(void) {
  init();
  closure();
  init();
  mixed();
  init();
  called();
  return 0;
}
