#include <cstdio>
void scale(int n, float *__restrict__ a) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = 2 * a[i];
}
int main() {
  float a[100];
  for (int i = 0; i < 100; ++i) a[i] = i;
  scale(100, a);
  printf("%s\n", a[99] == 198 ? "PASS" : "FAIL");
}
