#include <accel.h>
#include <stdio.h>

int main(void) {
  static float a[4096], b[4096];
  for (int i = 0; i < 4096; ++i)
    b[i] = (float)i;
#pragma acc region
  for (int i = 0; i < 4096; ++i)
    a[i] = 3.0f * b[i];
  int ok = acc_get_num_devices(acc_device_host) == 1;
  for (int i = 0; i < 4096; ++i)
    ok &= a[i] == 3.0f * i;
  printf("app: %s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
