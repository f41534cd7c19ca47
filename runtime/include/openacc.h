/*===- openacc.h - the OpenACC runtime API --------------------------------===*
 *
 * OpenACC's user-callable routines over cuacc's runtime (libcuaccrt): the
 * device routines of accel.h, and the data routines of OpenACC 2.x, which
 * work on the same present table as the data directives. cuacc runs every
 * construct to its end, so the async and wait routines have nothing to
 * wait for.
 *
 *===----------------------------------------------------------------------===*/
#ifndef CUACC_OPENACC_H
#define CUACC_OPENACC_H

#include "accel.h"

#ifdef __cplusplus
extern "C" {
#endif

#define acc_async_noval (-1)
#define acc_async_sync (-2)

/* The device type regions will use (accel.h's acc_get_device). */
acc_device_t acc_get_device_type(void);

/* Data: as 'enter data copyin/create', 'exit data copyout/delete' and
 * 'update device/self' of the bytes [p, p + bytes). */
void *acc_copyin(void *p, size_t bytes);
void *acc_create(void *p, size_t bytes);
void acc_copyout(void *p, size_t bytes);
void acc_delete(void *p, size_t bytes);
void acc_copyout_finalize(void *p, size_t bytes);
void acc_delete_finalize(void *p, size_t bytes);
void acc_update_device(void *p, size_t bytes);
void acc_update_self(void *p, size_t bytes);
/* Whether [p, p + bytes) is present on the device (1) or not (0). */
int acc_is_present(void *p, size_t bytes);
/* The device address of the present host address p; NULL if p is not
 * present (where regions run on the host: p itself). */
void *acc_deviceptr(void *p);

/* OpenACC 1.0's names of copyin and create. */
void *acc_pcopyin(void *p, size_t bytes);
void *acc_present_or_copyin(void *p, size_t bytes);
void *acc_pcreate(void *p, size_t bytes);
void *acc_present_or_create(void *p, size_t bytes);

/* Copies between host memory and device memory (acc_malloc's, or
 * acc_deviceptr's of present data). */
void acc_memcpy_to_device(void *dev, void *host, size_t bytes);
void acc_memcpy_from_device(void *host, void *dev, size_t bytes);
void acc_memcpy_device(void *dst, void *src, size_t bytes);
/* Between the device copies of two present host ranges (OpenACC 3.3; one
 * device: the device numbers are not used). */
void acc_memcpy_d2d(void *dst, void *src, size_t bytes, int dev_num_dst,
                    int dev_num_src);
void acc_memcpy_d2d_async(void *dst, void *src, size_t bytes, int dev_num_dst,
                          int dev_num_src, int queue);
/* The host address whose device copy is at dev; NULL for none (where
 * regions run on the host: dev itself). */
void *acc_hostptr(void *dev);
/* Makes [host, host + bytes) present with the device memory at dev (the
 * user's, from acc_malloc): regions use it and never free it; exit data
 * leaves it; acc_unmap_data ends the mapping. */
void acc_map_data(void *host, void *dev, size_t bytes);
void acc_unmap_data(void *host);
/* Attaching a pointer member: kernels reach a member's data by the
 * member's host value (found present by its address), never through the
 * device copy of the struct, so there is nothing to do. */
void acc_attach(void **ptr);
void acc_attach_async(void **ptr, int queue);
void acc_detach(void **ptr);
void acc_detach_async(void **ptr, int queue);
void acc_detach_finalize(void **ptr);
void acc_detach_finalize_async(void **ptr, int queue);

/* Asynchronous queues: every construct has finished when its call returns,
 * so the _async forms are the routines above and the waits return at
 * once. */
void *acc_copyin_async(void *p, size_t bytes, int queue);
void *acc_create_async(void *p, size_t bytes, int queue);
void acc_copyout_async(void *p, size_t bytes, int queue);
void acc_delete_async(void *p, size_t bytes, int queue);
void acc_copyout_finalize_async(void *p, size_t bytes, int queue);
void acc_delete_finalize_async(void *p, size_t bytes, int queue);
void acc_update_device_async(void *p, size_t bytes, int queue);
void acc_update_self_async(void *p, size_t bytes, int queue);
void acc_memcpy_to_device_async(void *dev, void *host, size_t bytes, int queue);
void acc_memcpy_from_device_async(void *host, void *dev, size_t bytes,
                                  int queue);
void acc_wait(int queue);
void acc_wait_async(int queue, int other);
void acc_wait_all(void);
void acc_wait_all_async(int queue);
int acc_wait_any(int count, int *queues);
int acc_async_test(int queue);
int acc_async_test_all(void);
int acc_get_default_async(void);
void acc_set_default_async(int queue);

/* Devices by number and type (accel.h's routines, OpenACC's names). */
void acc_set_device_type(acc_device_t devtype);
void acc_init_device(int devnum, acc_device_t devtype);
void acc_shutdown_device(int devnum, acc_device_t devtype);

typedef enum {
  acc_property_memory = 1,
  acc_property_free_memory = 2,
  acc_property_shared_memory_support = 3,
  acc_property_name = 0x10001,
  acc_property_vendor = 0x10002,
  acc_property_driver = 0x10003
} acc_device_property_t;
/* A numeric property of the device (0 where cuacc does not know it). */
size_t acc_get_property(int devnum, acc_device_t devtype,
                        acc_device_property_t property);
/* A string property ("cuacc" for the vendor; NULL where not known). */
const char *acc_get_property_string(int devnum, acc_device_t devtype,
                                    acc_device_property_t property);

#ifdef __cplusplus
}
#endif

#endif
