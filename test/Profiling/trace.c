// CUACC_TRACE writes the run as a Chrome trace-event file: valid JSON,
// spans nested on each host thread's track, a device's kernels one after
// another, and the same bytes and kernels as the timing report of the same
// run (Inputs/check-trace.py). A region that runs on the host is an event
// with its reason; a thread of its own is a track of its own.
// RUN: %cuacc -O1 -w %s %{cuaccrt} -lpthread -o %t
// RUN: env ACC_DEVICE=emulate CUACC_TRACE=%t.json PGI_ACC_TIME=1 %t 2> %t.report | FileCheck --check-prefix=OUT %s
// RUN: %{python} %S/Inputs/check-trace.py %t.json %t.report | FileCheck %s
// RUN: FileCheck --check-prefix=JSON %s < %t.json
// RUN: FileCheck --check-prefix=REPORT %s < %t.report
// Without a device the trace still says where regions ran.
// RUN: env ACC_DEVICE=host CUACC_TRACE=%t.host.json %t
// RUN: FileCheck --check-prefix=HOST %s < %t.host.json
// A path that cannot be written is named; the program's output is whole.
// RUN: env ACC_DEVICE=emulate CUACC_TRACE=%t.nodir/x.json %t 2>&1 | FileCheck --check-prefix=BADPATH %s
#include <pthread.h>
#include <stdio.h>

#define N 100000

float a[N], b[N], c[N];

static void scale(float *x, int n, float f) {
#pragma acc region copy(x[0:n-1])
  for (int i = 0; i < n; i++)
    x[i] *= f;
}

static void *worker(void *arg) {
  (void)arg;
  scale(c, N, 3.0f);
  return 0;
}

int main(void) {
  int off = 0;
  for (int i = 0; i < N; i++)
    a[i] = i % 7, c[i] = 1;
#pragma acc data region copyin(a[0:N-1]) copyout(b[0:N-1])
  {
    for (int t = 0; t < 3; t++) {
      // (an if clause keeps the region in the loop: entered three times)
#pragma acc region if(t >= 0)
      for (int i = 0; i < N; i++)
        b[i] = 2 * a[i] + t;
    }
#pragma acc update host(b[0:N/2-1])
    // On the host, in the data region: b comes to the host and goes back.
#pragma acc region if(off)
    for (int i = 0; i < N; i++)
      b[i] += 1;
  }
  pthread_t th;
  pthread_create(&th, 0, worker, 0);
  pthread_join(th, 0);
  printf("b[10] = %g c[5] = %g\n", b[10], c[5]);
  return 0;
}

// OUT: b[10] = 9 c[5] = 3

// 400,000 bytes of a in, 400,000 of b in (no region provably writes it
// whole first: the first is in a loop) and out at the end, 200,000 by the
// update, 400,000 each way for the host code; 400,000 of c each way in the
// worker.
// b out: half by the update, whole to the host scope of the region on the
// host (which sends it back), and not again at the data region's exit (the
// device's copy is the host's since); c out once.
// CHECK: trace ok: {{[0-9]+}} events, 1600000 bytes in, 1000000 bytes out, 4 kernels, on host: its if() condition is false

// JSON: "traceEvents"
// JSON-DAG: "name":"acc_data_region trace.c:[[#]] main"
// JSON-DAG: "name":"acc_region trace.c:[[#]] main"
// JSON-DAG: "name":"upload a","cat":"transfer"
// JSON-DAG: "variable":"a","bytes":400000,"GB/s":
// JSON-DAG: "kernel":"main_{{[0-9]+}}_gpu","grid":[{{[0-9]+}},1,1],"block":[{{[0-9]+}},1,1]
// JSON-DAG: "name":"thread_name","pid":0,"tid":2
// JSON-DAG: "name":"process_name","pid":1,"tid":0,"args":{"name":"emulated device 0"}
// JSON-DAG: "name":"update trace.c:[[#]] main"

// REPORT: region entered 3 times
// REPORT: shares: data {{[0-9]+}}%, kernels {{[0-9]+}}%, host waiting {{[0-9]+}}%
// REPORT: update reached 1 time
// REPORT: data(bytes): in=0 out=200000 ({{[0-9.]+}} GB/s)
// REPORT: host code reached 1 time
// REPORT: data(bytes): in=400000 ({{[0-9.]+}} GB/s) out=400000 ({{[0-9.]+}} GB/s)
// REPORT: ran on the host instead
// REPORT-NEXT: trace.c
// REPORT-NEXT:   main
// REPORT-NEXT: region ran on the host 1 time: its if() condition is false

// HOST: "name":"on host trace.c:[[#]] main: ACC_DEVICE=host"
// HOST: "reason":"its if() condition is false"

// BADPATH-DAG: b[10] = 9 c[5] = 3
// BADPATH-DAG: cuacc: CUACC_TRACE: cannot write '{{.*}}x.json'
