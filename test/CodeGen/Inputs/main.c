#include <stdio.h>
void scale1(int n, float *restrict a);
void scale2(int n, float *restrict a);
int main(void) {
  float a[1000];
  for (int i = 0; i < 1000; ++i)
    a[i] = i;
  scale1(1000, a);
  scale2(1000, a);
  int ok = 1;
  for (int i = 0; i < 1000; ++i)
    ok &= a[i] == 2.0f * i + 1;
  printf("tu: %s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
