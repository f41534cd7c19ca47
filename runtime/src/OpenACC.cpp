//===- OpenACC.cpp - openacc.h's routines over the present table ----------===//
//
// Each data routine is the data directive it stands for, on one contiguous
// item: enter data, exit data, update. The descriptor names the routine in
// errors and in the timing report.
//
//===----------------------------------------------------------------------===//

#include "Runtime.h"
#include "openacc.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <unistd.h>
#include <vector>

using namespace cuacc::rt;

namespace {

/// One item of Bytes bytes at P with the clause.
cuacc_data itemOf(void *P, size_t Bytes, int Clause) {
  cuacc_data D{};
  D.name = "(openacc.h)";
  D.host = P;
  D.row_bytes = Bytes;
  D.rows = 1;
  D.pitch = Bytes;
  D.clause = Clause;
  return D;
}

// One descriptor per routine, for errors and the timing report; those
// that make data present count as data regions (no kernel wrote it yet).
cuacc_region CopyinRoutine{"openacc.h", "acc_copyin", 0, CUACC_DATA_CONSTRUCT | CUACC_CONSTRUCT_RUNTIME_API << CUACC_CONSTRUCT_SHIFT, nullptr};
cuacc_region CreateRoutine{"openacc.h", "acc_create", 0, CUACC_DATA_CONSTRUCT | CUACC_CONSTRUCT_RUNTIME_API << CUACC_CONSTRUCT_SHIFT, nullptr};
cuacc_region CopyoutRoutine{"openacc.h", "acc_copyout", 0, CUACC_CONSTRUCT_RUNTIME_API << CUACC_CONSTRUCT_SHIFT, nullptr};
cuacc_region DeleteRoutine{"openacc.h", "acc_delete", 0, CUACC_CONSTRUCT_RUNTIME_API << CUACC_CONSTRUCT_SHIFT, nullptr};
cuacc_region UpdateRoutine{"openacc.h", "acc_update", 0, CUACC_CONSTRUCT_RUNTIME_API << CUACC_CONSTRUCT_SHIFT, nullptr};

/// acc_set_default_async's queue, which acc_get_default_async gives back:
/// queue 0 until it is set (a queue, as 'async' without an argument uses;
/// every construct runs to its end anyway).
int DefaultQueue = 0;

/// Bytes between host memory and device memory at Dev (a device address;
/// host memory where no device is in use, or the emulated device's).
void copyBytesOn(Device *D, void *Dev, void *Host, size_t Bytes,
                 bool ToDevice) {
  if (!Bytes)
    return;
  if (!D || D->Emulated) {
    ToDevice ? memcpy(Dev, Host, Bytes) : memcpy(Host, Dev, Bytes);
    return;
  }
  std::lock_guard<std::recursive_mutex> G(D->Lock);
  bindContext(*D);
  Section S{reinterpret_cast<uintptr_t>(Host),
            reinterpret_cast<DeviceAddress>(Dev), Bytes, 1, Bytes};
  ToDevice ? copyToDevice(*D, S) : copyToHost(*D, S);
}

void copyBytes(void *Dev, void *Host, size_t Bytes, bool ToDevice) {
  copyBytesOn(ensureDevice(), Dev, Host, Bytes, ToDevice);
}

/// The device address of [Host, Host + Bytes) on device D; null where it
/// is not present there.
void *presentOn(Device &D, void *Host, size_t Bytes) {
  std::lock_guard<std::recursive_mutex> G(D.Lock);
  uintptr_t B = reinterpret_cast<uintptr_t>(Host);
  PresentEntry *E = nullptr;
  if (D.Present.find(B, B + Bytes, E) != PresentTable::Lookup::Present)
    return nullptr;
  return reinterpret_cast<void *>(E->deviceFor(B));
}

/// The device copy of a present block at device address Dev now holds what
/// the host's does not (written by a copy the block's regions did not make).
void deviceWritten(Device *D, void *Dev) {
  if (!D)
    return;
  std::lock_guard<std::recursive_mutex> G(D->Lock);
  if (PresentEntry *E =
          D->Present.findDevice(reinterpret_cast<DeviceAddress>(Dev)))
    E->DeviceWritten = true;
}

/// A routine called on data it cannot take: the program stops, as for a
/// directive's.
[[noreturn]] void misuse(const char *Routine, const char *Why) {
  fprintf(stderr, "cuacc: %s: %s\n", Routine, Why);
  exit(1);
}

/// exit data of one item.
void exitOne(cuacc_region *R, void *P, size_t Bytes, int Clause,
              int Finalize) {
  cuacc_data D = itemOf(P, Bytes, Clause);
  cuacc_exit_data(R, &D, 1, 1, Finalize);
}

} // namespace

extern "C" {

acc_device_t acc_get_device_type(void) { return acc_get_device(); }

void *acc_copyin(void *P, size_t Bytes) {
  cuacc_data D = itemOf(P, Bytes, CUACC_COPYIN);
  cuacc_enter_data(&CopyinRoutine, &D, 1, 1);
  return D.device ? D.device : P; // on the host, the data is its own copy
}

void *acc_create(void *P, size_t Bytes) {
  cuacc_data D = itemOf(P, Bytes, CUACC_LOCAL);
  cuacc_enter_data(&CreateRoutine, &D, 1, 1);
  return D.device ? D.device : P;
}

void acc_copyout(void *P, size_t Bytes) {
  exitOne(&CopyoutRoutine, P, Bytes, CUACC_COPYOUT, 0);
}

void acc_delete(void *P, size_t Bytes) {
  exitOne(&DeleteRoutine, P, Bytes, CUACC_DELETE, 0);
}

void acc_copyout_finalize(void *P, size_t Bytes) {
  exitOne(&CopyoutRoutine, P, Bytes, CUACC_COPYOUT, 1);
}

void acc_delete_finalize(void *P, size_t Bytes) {
  exitOne(&DeleteRoutine, P, Bytes, CUACC_DELETE, 1);
}

void acc_update_device(void *P, size_t Bytes) {
  cuacc_data D = itemOf(P, Bytes, CUACC_UPDATE_DEVICE | CUACC_IF_PRESENT);
  cuacc_update(&UpdateRoutine, &D, 1);
}

void acc_update_self(void *P, size_t Bytes) {
  cuacc_data D = itemOf(P, Bytes, CUACC_UPDATE_HOST | CUACC_IF_PRESENT);
  cuacc_update(&UpdateRoutine, &D, 1);
}

int acc_is_present(void *P, size_t Bytes) {
  return cuacc_is_present(P, Bytes ? Bytes : 1);
}

void *acc_deviceptr(void *P) { return cuacc_device_address(P); }

void *acc_pcopyin(void *P, size_t Bytes) { return acc_copyin(P, Bytes); }
void *acc_present_or_copyin(void *P, size_t Bytes) {
  return acc_copyin(P, Bytes);
}
void *acc_pcreate(void *P, size_t Bytes) { return acc_create(P, Bytes); }
void *acc_present_or_create(void *P, size_t Bytes) {
  return acc_create(P, Bytes);
}

void acc_memcpy_to_device(void *Dev, void *Host, size_t Bytes) {
  copyBytes(Dev, Host, Bytes, /*ToDevice=*/true);
  if (Bytes)
    deviceWritten(activeDevice(), Dev);
}
void acc_memcpy_from_device(void *Host, void *Dev, size_t Bytes) {
  copyBytes(Dev, Host, Bytes, /*ToDevice=*/false);
}
void acc_memcpy_device(void *Dst, void *Src, size_t Bytes) {
  // Through the host: the driver table has no device-to-device copy.
  std::vector<char> Staged(Bytes);
  acc_memcpy_from_device(Staged.data(), Src, Bytes);
  acc_memcpy_to_device(Dst, Staged.data(), Bytes);
}

void acc_memcpy_d2d(void *Dst, void *Src, size_t Bytes, int DstNum,
                    int SrcNum) {
  if (!Bytes)
    return;
  if (!ensureDevice()) { // the host is the device: its data its own copy
    memmove(Dst, Src, Bytes);
    return;
  }
  Device *From = deviceNumbered(SrcNum), *To = deviceNumbered(DstNum);
  void *DevSrc = From ? presentOn(*From, Src, Bytes) : nullptr;
  void *DevDst = To ? presentOn(*To, Dst, Bytes) : nullptr;
  if (!DevSrc || !DevDst)
    misuse("acc_memcpy_d2d",
           DevSrc ? "the destination is not present on its device"
                  : "the source is not present on its device");
  // Through the host: the driver table has no peer copy.
  std::vector<char> Staged(Bytes);
  copyBytesOn(From, DevSrc, Staged.data(), Bytes, /*ToDevice=*/false);
  copyBytesOn(To, DevDst, Staged.data(), Bytes, /*ToDevice=*/true);
  deviceWritten(To, DevDst);
}
void acc_memcpy_d2d_async(void *Dst, void *Src, size_t Bytes, int DevDst,
                          int DevSrc, int) {
  acc_memcpy_d2d(Dst, Src, Bytes, DevDst, DevSrc);
}

void acc_attach(void **) {}
void acc_attach_async(void **, int) {}
void acc_detach(void **) {}
void acc_detach_async(void **, int) {}
void acc_detach_finalize(void **) {}
void acc_detach_finalize_async(void **, int) {}

void *acc_hostptr(void *Dev) {
  Device *D = activeDevice();
  if (!D)
    return Dev; // the host is its own device
  std::lock_guard<std::recursive_mutex> G(D->Lock);
  DeviceAddress A = reinterpret_cast<DeviceAddress>(Dev);
  PresentEntry *E = D->Present.findDevice(A);
  return E ? reinterpret_cast<void *>(E->HostBegin + (A - E->Device)) : nullptr;
}

void acc_map_data(void *Host, void *Dev, size_t Bytes) {
  Device *D = ensureDevice();
  if (!D || !Bytes)
    return;
  std::lock_guard<std::recursive_mutex> G(D->Lock);
  uintptr_t B = reinterpret_cast<uintptr_t>(Host);
  PresentEntry *E = nullptr;
  if (D->Present.find(B, B + Bytes, E) != PresentTable::Lookup::Absent)
    misuse("acc_map_data", "the host memory is already present on the device");
  PresentEntry &M = D->Present.insert(B, B + Bytes,
                                      reinterpret_cast<DeviceAddress>(Dev),
                                      "(acc_map_data)");
  M.Mapped = true;
  M.DeviceWritten = true; // the user's memory: what it holds is unknown
  M.AddressKept = true;
}

void acc_unmap_data(void *Host) {
  Device *D = activeDevice();
  if (!D)
    return;
  std::lock_guard<std::recursive_mutex> G(D->Lock);
  uintptr_t B = reinterpret_cast<uintptr_t>(Host);
  PresentEntry *E = nullptr;
  if (D->Present.find(B, B + 1, E) != PresentTable::Lookup::Present ||
      !E->Mapped || E->HostBegin != B)
    misuse("acc_unmap_data", "the host address was not mapped by acc_map_data");
  D->Present.erase(B); // the device memory stays the user's
}

void *acc_copyin_async(void *P, size_t Bytes, int) {
  return acc_copyin(P, Bytes);
}
void *acc_create_async(void *P, size_t Bytes, int) {
  return acc_create(P, Bytes);
}
void acc_copyout_async(void *P, size_t Bytes, int) { acc_copyout(P, Bytes); }
void acc_delete_async(void *P, size_t Bytes, int) { acc_delete(P, Bytes); }
void acc_copyout_finalize_async(void *P, size_t Bytes, int) {
  acc_copyout_finalize(P, Bytes);
}
void acc_delete_finalize_async(void *P, size_t Bytes, int) {
  acc_delete_finalize(P, Bytes);
}
void acc_update_device_async(void *P, size_t Bytes, int) {
  acc_update_device(P, Bytes);
}
void acc_update_self_async(void *P, size_t Bytes, int) {
  acc_update_self(P, Bytes);
}
void acc_memcpy_to_device_async(void *Dev, void *Host, size_t Bytes, int) {
  acc_memcpy_to_device(Dev, Host, Bytes);
}
void acc_memcpy_from_device_async(void *Host, void *Dev, size_t Bytes, int) {
  acc_memcpy_from_device(Host, Dev, Bytes);
}

void acc_wait(int) {}
void acc_wait_async(int, int) {}
void acc_wait_all(void) {}
void acc_wait_all_async(int) {}
// Every queue's work is done when it is queued: the first queue of the
// list that names one (OpenACC skips acc_async_sync entries; none left is
// -1, which ends the usual 'while ((i = acc_wait_any(n, q)) >= 0)' loop).
int acc_wait_any(int Count, int *Queues) {
  for (int I = 0; Queues && I < Count; ++I)
    if (Queues[I] != acc_async_sync)
      return I;
  return -1;
}
int acc_async_test(int) { return 1; }
int acc_async_test_all(void) { return 1; }
int acc_get_default_async(void) { return DefaultQueue; }
void acc_set_default_async(int Queue) { DefaultQueue = Queue; }

void acc_set_device_type(acc_device_t T) { acc_set_device(T); }
void acc_init_device(int Num, acc_device_t T) {
  if (T != acc_device_host)
    acc_set_device_num(Num, T);
  acc_init(T);
}
void acc_shutdown_device(int, acc_device_t T) { acc_shutdown(T); }

/// The device's memory (acc_property_memory) and how much of it is free
/// (acc_property_free_memory): the driver's count on a GPU, with the
/// blocks the runtime's pool holds for reuse counted free (acc_free gives
/// them back there); the host's memory on the emulated device, less what
/// its arrays hold; the host's own where regions run on the host.
size_t acc_get_property(int, acc_device_t, acc_device_property_t Property) {
  if (Property == acc_property_shared_memory_support)
    return activeDevice() ? 0 : 1;
  if (Property != acc_property_memory && Property != acc_property_free_memory)
    return 0;
  size_t Page = size_t(sysconf(_SC_PAGESIZE));
  size_t Total = size_t(sysconf(_SC_PHYS_PAGES)) * Page;
  size_t Free = size_t(sysconf(_SC_AVPHYS_PAGES)) * Page;
  Device *D = activeDevice();
  if (D) {
    std::lock_guard<std::recursive_mutex> G(D->Lock);
    if (D->Emulated) {
      size_t Live = D->Pool->liveBytes();
      Free = Total > Live ? Total - Live : 0;
    } else {
      bindContext(*D);
      size_t DriverFree = 0, DriverTotal = 0;
      if (driver()->cuMemGetInfo(&DriverFree, &DriverTotal) == 0) {
        Total = DriverTotal;
        Free = DriverFree + D->Pool->cachedBytes();
      }
    }
  }
  return Property == acc_property_memory ? Total : Free;
}
const char *acc_get_property_string(int, acc_device_t,
                                    acc_device_property_t Property) {
  return Property == acc_property_vendor ? "cuacc" : nullptr;
}

} // extern "C"
