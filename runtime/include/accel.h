/*===- accel.h - the PGI Accelerator runtime API -------------------------===*
 *
 * The user-callable API of cuacc's runtime (libcuaccrt), as in PGI's
 * accel.h: device selection, explicit initialization, device memory.
 *
 *===----------------------------------------------------------------------===*/
#ifndef CUACC_ACCEL_H
#define CUACC_ACCEL_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  acc_device_none = 0,
  acc_device_default = 1,
  acc_device_host = 2,
  acc_device_not_host = 3,
  acc_device_nvidia = 4
} acc_device_t;

/* Number of devices of the type; for acc_device_host, 1. */
int acc_get_num_devices(acc_device_t devtype);
/* Makes the type the one regions use (host: every region on the host). */
void acc_set_device(acc_device_t devtype);
/* The type regions will use: acc_device_nvidia or acc_device_host. */
acc_device_t acc_get_device(void);
void acc_set_device_num(int devnum, acc_device_t devtype);
int acc_get_device_num(acc_device_t devtype);
/* Pays the device initialization now instead of at the first region. */
void acc_init(acc_device_t devtype);
/* Releases the device: device data and the context are freed. */
void acc_shutdown(acc_device_t devtype);
/* Whether the code calling it runs on a device of the type. */
int acc_on_device(acc_device_t devtype);
/* Device memory outside any data clause, for 'deviceptr'. Where regions
 * run on the host (ACC_DEVICE=host, or no device), host memory (malloc), so
 * that the host code of a 'deviceptr' region works; acc_free frees either. */
void *acc_malloc(size_t bytes);
void acc_free(void *devptr);

#ifdef __cplusplus
}
#endif

#endif
