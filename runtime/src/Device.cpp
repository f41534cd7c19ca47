//===- Device.cpp - options, device init, notify, accel.h -----------------===//

#include "Runtime.h"
#include "Transfer.h"
#include "accel.h"
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <strings.h>
#include <thread>

using namespace cuacc::rt;

/// A setting the program cannot run as the user meant: said, and the
/// program stops before it computes anything.
[[noreturn]] static void badSetting(const char *Name, const char *Value,
                                    const char *Valid) {
  fprintf(stderr, "cuacc: %s=%s is not valid: %s\n", Name, Value, Valid);
  exit(1);
}

/// An unsigned number (decimal, or hex with 0x); Default when unset.
static unsigned envUnsigned(const char *Name, unsigned Default,
                            const char *Valid = "expected a number") {
  const char *V = getenv(Name);
  if (!V || !*V)
    return Default;
  char *End = nullptr;
  errno = 0;
  unsigned long N = strtoul(V, &End, 0);
  if (*End || errno || strchr(V, '-') || N > 0xffffffffUL)
    badSetting(Name, V, Valid);
  return unsigned(N);
}

static bool envTrue(const char *Name) {
  const char *V = getenv(Name);
  return V && *V && strcmp(V, "0") != 0;
}

Options &cuacc::rt::options() {
  static Options O = [] {
    Options O;
    const char *NotifyBits = "expected a sum of 1 (launches), 2 (transfers), "
                             "4 (waits), 8 (regions) and 16 (allocations)";
    O.Notify = envUnsigned("PGI_ACC_NOTIFY",
                           envUnsigned("ACC_NOTIFY", 0, NotifyBits), NotifyBits);
    O.Time = envTrue("PGI_ACC_TIME") || envTrue("ACC_TIME");
    O.Synchronous = envTrue("PGI_ACC_SYNCHRONOUS") || envTrue("ACC_SYNC");
    O.WideCounters = envTrue("CUACC_WIDE_COUNTERS");
    const char *D = getenv("ACC_DEVICE");
    if (!D || !*D)
      D = getenv("ACC_DEVICE_TYPE");
    O.DeviceChosen = D && *D;
    O.ForceHost = D && strcasecmp(D, "host") == 0;
    O.Emulate = D && strcasecmp(D, "emulate") == 0;
    if (O.DeviceChosen && !O.ForceHost && !O.Emulate &&
        strcasecmp(D, "nvidia") != 0 && strcasecmp(D, "not_host") != 0 &&
        strcasecmp(D, "default") != 0)
      badSetting(getenv("ACC_DEVICE") && *getenv("ACC_DEVICE")
                     ? "ACC_DEVICE"
                     : "ACC_DEVICE_TYPE",
                 D, "expected nvidia, host or emulate");
    // A negative number is kept (as -1) for the device check, which names
    // the devices there are.
    const char *Num = getenv("ACC_DEVICE_NUM");
    if (Num && *Num == '-' && Num[1] >= '0' && Num[1] <= '9' &&
        strspn(Num + 1, "0123456789") == strlen(Num + 1))
      O.DeviceNum = -1;
    else
      O.DeviceNum = int(envUnsigned("ACC_DEVICE_NUM", 0,
                                    "expected a device number, 0 or more"));
    O.DeviceNumText = Num ? Num : "0";
    O.StagingChunk = size_t(envUnsigned("CUACC_STAGING_CHUNK_MB", 32)) << 20;
    O.StagingThreshold =
        size_t(envUnsigned("CUACC_STAGING_THRESHOLD_KB", 4096)) << 10;
    unsigned HW = std::thread::hardware_concurrency();
    O.CopyThreads = envUnsigned("CUACC_COPY_THREADS", HW ? (HW < 8 ? HW : 8) : 4);
    if (O.CopyThreads == 0)
      O.CopyThreads = 1;
    if (O.Time)
      atexit([] { printReport(stderr); });
    return O;
  }();
  return O;
}

void cuacc::rt::notify(unsigned Bit, const char *Format, ...) {
  if (!(options().Notify & Bit))
    return;
  va_list Args;
  va_start(Args, Format);
  vfprintf(stderr, Format, Args);
  va_end(Args);
  fputc('\n', stderr);
}

Device &cuacc::rt::device() {
  // Never destroyed: at exit the driver tears the context down itself, and
  // freeing device memory from a static destructor would run after CUDA's
  // own teardown.
  static Device *D = new Device();
  return *D;
}

namespace cuacc::rt {
CudaDriver &mutableDriver();
}

bool CudaAllocator::allocate(size_t Bytes, DeviceAddress &Out) {
  CUdeviceptr P = 0;
  if (driver()->cuMemAlloc(&P, Bytes) != CUDA_SUCCESS)
    return false;
  Out = P;
  return true;
}

void CudaAllocator::release(DeviceAddress A) {
  CUACC_CHECK(driver()->cuMemFree(A));
}

/// Loads the driver and counts devices, without creating a context.
static bool loadDriver(int &Count, std::string &Why) {
  static int State = 0; // 0 untried, 1 ok, -1 none
  static int Devices = 0;
  static std::string Reason;
  if (State == 0) {
    State = -1;
    if (mutableDriver().load(Reason)) {
      const CudaDriver &D = *driver();
      int N = 0;
      if (D.cuInit(0) != CUDA_SUCCESS)
        Reason = "the CUDA driver does not initialize (no GPU?)";
      else if (D.cuDeviceGetCount(&N) != CUDA_SUCCESS || N == 0)
        Reason = "no CUDA device";
      else {
        Devices = N;
        State = 1;
      }
    }
  }
  Count = Devices;
  Why = Reason;
  return State == 1;
}

bool cuacc::rt::ensureDevice() {
  Device &D = device();
  if (options().ForceHost)
    return false;
  if (D.Tried)
    return D.Available;
  std::lock_guard<std::recursive_mutex> G(D.Lock);
  if (D.Tried)
    return D.Available;
  D.Tried = true;
  Clock::time_point T0 = Clock::now();
  if (options().Emulate) {
    if (options().DeviceNum != 0) {
      fprintf(stderr,
              "cuacc: ACC_DEVICE_NUM=%s is not a device of the emulator: it "
              "has 1, numbered 0\n",
              options().DeviceNumText.c_str());
      exit(1);
    }
    initEmulator(D);
    D.InitMicros = microsSince(T0);
    D.InitUncharged = true;
    notify(NotifyRegion, "cuacc: the emulated device runs the kernels on the "
                         "CPU");
    return true;
  }
  int Count = 0;
  if (!loadDriver(Count, D.Why)) {
    // Said when asked to notify, and when a timing report was asked for
    // (there will be none).
    if (options().Notify || options().Time)
      fprintf(stderr, "cuacc: %s; accelerator regions run on the host\n",
              D.Why.c_str());
    return false;
  }
  if (options().DeviceNum < 0 || options().DeviceNum >= Count) {
    fprintf(stderr,
            "cuacc: ACC_DEVICE_NUM=%s is not a CUDA device of this machine: "
            "it has %d, numbered 0 to %d\n",
            options().DeviceNumText.c_str(), Count, Count - 1);
    exit(1);
  }
  const CudaDriver &Drv = *driver();
  D.Ordinal = options().DeviceNum;
  CUACC_CHECK(Drv.cuDeviceGet(&D.Dev, D.Ordinal));
  CUACC_CHECK(Drv.cuDevicePrimaryCtxRetain(&D.Ctx, D.Dev));
  CUACC_CHECK(Drv.cuCtxSetCurrent(D.Ctx));
  CUACC_CHECK(Drv.cuStreamCreate(&D.Stream, 0));
  D.Pool = std::make_unique<DevicePool>(D.Allocator);
  installFaultHandler();
  D.Staging = std::make_unique<Stager>();
  D.Available = true;
  D.InitMicros = microsSince(T0);
  D.InitUncharged = true;
  // Kernels run asynchronously; the program's end waits for the last ones,
  // so that an error in them is still reported (and exits non-zero).
  atexit([] {
    Device &Dev = device();
    if (Dev.Available && !Dev.Emulated) {
      std::lock_guard<std::recursive_mutex> G(Dev.Lock);
      bindContext();
      CUACC_CHECK(driver()->cuStreamSynchronize(Dev.Stream));
    }
  });
  return true;
}

void cuacc::rt::bindContext() {
  static thread_local CUcontext Bound = nullptr;
  Device &D = device();
  if (D.Emulated)
    return;
  if (Bound != D.Ctx) {
    CUACC_CHECK(driver()->cuCtxSetCurrent(D.Ctx));
    Bound = D.Ctx;
  }
}

CUevent cuacc::rt::takeEvent() {
  Device &D = device();
  if (!D.FreeEvents.empty()) {
    CUevent E = D.FreeEvents.back();
    D.FreeEvents.pop_back();
    return E;
  }
  CUevent E;
  CUACC_CHECK(driver()->cuEventCreate(&E, 0));
  return E;
}

void cuacc::rt::giveEvent(CUevent E) { device().FreeEvents.push_back(E); }

void cuacc::rt::shutdownDevice() {
  Device &D = device();
  std::lock_guard<std::recursive_mutex> G(D.Lock);
  if (!D.Available)
    return;
  bindContext();
  if (!D.Emulated)
    CUACC_CHECK(driver()->cuCtxSynchronize());
  D.Present.forEach([&](PresentEntry &E) { D.Pool->release(E.Device); });
  D.Present.clear();
  if (D.Scratch)
    D.Pool->release(D.Scratch);
  D.Scratch = 0;
  D.ScratchBytes = 0;
  D.Staging.reset();
  D.Pool.reset();
  if (!D.Emulated)
    CUACC_CHECK(driver()->cuDevicePrimaryCtxRelease(D.Dev));
  D.Emulated = false;
  D.Available = false;
  D.Tried = false;
  D.Ctx = nullptr;
}

//===----------------------------------------------------------------------===//
// accel.h
//===----------------------------------------------------------------------===//

extern "C" {

int acc_get_num_devices(acc_device_t T) {
  if (T == acc_device_host)
    return 1;
  if (T == acc_device_none)
    return 0;
  if (options().Emulate)
    return 1;
  int Count = 0;
  std::string Why;
  return loadDriver(Count, Why) ? Count : 0;
}

void acc_set_device(acc_device_t T) {
  options().ForceHost = T == acc_device_host;
}

acc_device_t acc_get_device(void) {
  return ensureDevice() ? acc_device_nvidia : acc_device_host;
}

void acc_set_device_num(int N, acc_device_t T) {
  if (T == acc_device_host) {
    options().ForceHost = true;
    return;
  }
  if (device().Available && N != device().Ordinal)
    shutdownDevice();
  options().ForceHost = false;
  options().DeviceNum = N < 0 ? 0 : N;
}

int acc_get_device_num(acc_device_t T) {
  if (T == acc_device_host)
    return 0;
  return options().DeviceNum;
}

void acc_init(acc_device_t T) {
  if (T != acc_device_host)
    ensureDevice();
}

void acc_shutdown(acc_device_t T) {
  if (T != acc_device_host)
    shutdownDevice();
}

int acc_on_device(acc_device_t T) {
  // Called from host code: kernels have their own device-side version.
  return T == acc_device_host || T == acc_device_default;
}

void *acc_malloc(size_t Bytes) {
  if (!ensureDevice())
    return nullptr;
  Device &D = device();
  std::lock_guard<std::recursive_mutex> G(D.Lock);
  bindContext();
  return reinterpret_cast<void *>(D.Pool->allocate(Bytes));
}

void acc_free(void *P) {
  if (!P || !device().Available)
    return;
  Device &D = device();
  std::lock_guard<std::recursive_mutex> G(D.Lock);
  D.Pool->release(reinterpret_cast<uintptr_t>(P));
}

void cuacc_prefer_emulator(void) {
  if (!options().DeviceChosen && !device().Tried)
    options().Emulate = true;
}

} // extern "C"
