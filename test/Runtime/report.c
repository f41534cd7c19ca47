// The timing report in PGI's layout, fed through the test hooks: files and
// functions in first-seen order, regions and kernels by line, init apart.
// RUN: %clang %s %{cuaccrt} -o %t
// RUN: %t 2>&1 | diff -u %S/Inputs/report.expected -
#include "cuacc_rt.h"

static cuacc_module M;
static cuacc_region R32 = {"c5.c", "test", 32, 0, 0};
static cuacc_region R50 = {"c5.c", "test", 50, 0, 0};
static cuacc_region R10 = {"c5.c", "main", 10, 1, 0};
static cuacc_region Other = {"other.c", "f", 7, 0, 0};
static cuacc_kernel K39 = {&M, "test_39_gpu", 39, 0};
static cuacc_kernel K35 = {&M, "test_35_gpu", 35, 0};
static cuacc_kernel K52 = {&M, "test_52_gpu", 52, 0};
static cuacc_kernel K8 = {&M, "f_8_gpu", 8, 0};

int main(void) {
  unsigned G2[3] = {7, 7, 1}, B2[3] = {16, 16, 1};
  unsigned G1[3] = {4096, 1, 1}, B1[3] = {256, 1, 1};
  // Region 50 is seen first, but regions print by line.
  cuacc_test_time_region(&R50, 100, 0, 60, 40);
  cuacc_test_time_kernel(&R50, &K52, G1, B1, 60);
  cuacc_test_time_region(&R32, 1411909, 1408006, 44, 3859);
  cuacc_test_time_kernel(&R32, &K39, G2, B2, 16);
  cuacc_test_time_kernel(&R32, &K35, G2, B2, 28);
  cuacc_test_time_region(&R50, 300, 0, 200, 100);
  cuacc_test_time_kernel(&R50, &K52, G1, B1, 200);
  cuacc_test_time_region(&R10, 5000, 0, 0, 4000);
  cuacc_test_time_region(&Other, 10, 0, 5, 5);
  cuacc_test_time_kernel(&Other, &K8, G1, B1, 5);
  cuacc_print_report();
  return 0;
}
