// acc_get_property: the device's memory and how much is free, which an
// acc_malloc takes and an acc_free gives back; shared memory only where
// regions run on the host. The default async queue is a queue (0) until
// set. acc_wait_any returns a queue of its list (all are done) and skips
// acc_async_sync entries: -1 once none is left, which ends the usual loop.
// RUN: %clang %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=emulate %t | FileCheck %s
// RUN: env ACC_DEVICE=host %t | FileCheck --check-prefix=HOST %s
// CHECK: memory: yes
// CHECK-NEXT: malloc takes: yes
// CHECK-NEXT: free gives back: yes
// CHECK-NEXT: shared: 0
// CHECK-NEXT: default queue: 0, then 3
// CHECK-NEXT: wait_any: 0 1 2 done
// HOST: memory: yes
// HOST: shared: 1
#include <openacc.h>
#include <stdio.h>

int main(void) {
  acc_device_t T = acc_get_device_type();
  int Num = acc_get_device_num(T);
  size_t Total = acc_get_property(Num, T, acc_property_memory);
  printf("memory: %s\n", Total > 0 ? "yes" : "no");
  size_t Before = acc_get_property(Num, T, acc_property_free_memory);
  void *P = acc_malloc(64 << 20);
  size_t During = acc_get_property(Num, T, acc_property_free_memory);
  acc_free(P);
  size_t After = acc_get_property(Num, T, acc_property_free_memory);
  if (T != acc_device_host) {
    printf("malloc takes: %s\n", During + (64 << 20) <= Before ? "yes" : "no");
    printf("free gives back: %s\n", After >= During + (64 << 20) ? "yes" : "no");
  }
  printf("shared: %zu\n",
         acc_get_property(Num, T, acc_property_shared_memory_support));
  int Initial = acc_get_default_async();
  acc_set_default_async(3);
  printf("default queue: %d, then %d\n", Initial, acc_get_default_async());
  int Queues[3] = {4, acc_async_sync, 5}, Next;
  printf("wait_any:");
  while ((Next = acc_wait_any(3, Queues)) >= 0) {
    printf(" %d", Next);
    Queues[Next] = acc_async_sync;
    if (Next == 0)
      Queues[1] = 6;
  }
  printf(" done\n");
  return 0;
}
