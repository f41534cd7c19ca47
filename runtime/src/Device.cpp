//===- Device.cpp - options, device init, notify, accel.h -----------------===//

#include "Observe.h"
#include "Runtime.h"
#include "Transfer.h"
#include "accel.h"
#include <algorithm>
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
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

/// Reads the device settings: ACC_DEVICE (or ACC_DEVICE_TYPE),
/// ACC_DEVICE_NUM and CUACC_EMULATED_DEVICES.
static void readDeviceOptions(Options &O) {
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
  const char *Emulated = "expected a number of devices, 1 to 64";
  O.EmulatedDevices = int(envUnsigned("CUACC_EMULATED_DEVICES", 1, Emulated));
  if (O.EmulatedDevices < 1 || O.EmulatedDevices > MaxDevices)
    badSetting("CUACC_EMULATED_DEVICES", getenv("CUACC_EMULATED_DEVICES"),
               Emulated);
}

/// Which of Names (case aside) variable Name holds: its index, Default
/// when unset; any other value stops the program, naming them.
static unsigned envChoice(const char *Name, const char *const *Names,
                          unsigned N, unsigned Default) {
  const char *P = getenv(Name);
  if (!P || !*P)
    return Default;
  for (unsigned I = 0; I < N; ++I)
    if (!strcasecmp(P, Names[I]))
      return I;
  std::string Valid = "expected ";
  for (unsigned I = 0; I < N; ++I)
    Valid += std::string(I ? (I + 1 == N ? " or " : ", ") : "") + Names[I];
  badSetting(Name, P, Valid.c_str());
}

/// Staging and the copy threads (Transfer.cpp).
static void readTransferOptions(Options &O) {
  O.StagingChunk = size_t(envUnsigned("CUACC_STAGING_CHUNK_MB", 16)) << 20;
  if (O.StagingChunk == 0)
    O.StagingChunk = size_t(1) << 20;
  O.StagingThreshold =
      size_t(envUnsigned("CUACC_STAGING_THRESHOLD_KB", 4096)) << 10;
  O.StagingBuffers = envUnsigned("CUACC_STAGING_BUFFERS", 3);
  O.StagingBuffers = std::clamp(O.StagingBuffers, 2u, 8u);
  // Every CPU the process may use, up to 16: with 8 of 16 the host copy
  // moved 34 GB/s in one run and 55 in the next (the threads' placement
  // on hyperthread siblings), with 16 58-62 in every run.
  O.CopyThreads = envUnsigned("CUACC_COPY_THREADS", std::min(16u, usableCpus()));
  if (O.CopyThreads == 0)
    O.CopyThreads = 1;
  static const char *const Affinity[] = {"none", "gpu"};
  O.CopyAffinity = envChoice("CUACC_COPY_AFFINITY", Affinity, 2, 1);
  static const char *const Prefault[] = {"none", "huge", "populate", "both"};
  O.Prefault = envChoice("CUACC_PREFAULT", Prefault, 4, O.Prefault);
}

/// Which of a kernel's variants runs (Tuning.cpp).
static void readKernelOptions(Options &O) {
  if (const char *P = getenv("CUACC_TILE"); P && *P) {
    char *End = nullptr;
    long N = strtol(P, &End, 10);
    if (!strcasecmp(P, "auto"))
      O.TileShape = -1;
    else if (!strcasecmp(P, "none"))
      O.TileShape = -2;
    else if (*End || End == P || N < 0 || N > 7)
      badSetting("CUACC_TILE", P,
                 "expected auto, none or a shape's number (0 the largest)");
    else
      O.TileShape = int(N);
  }
  static const char *const Tune[] = {"auto", "off", "always"};
  O.Tune = TuneMode(envChoice("CUACC_TUNE", Tune, 3, 0));
  static const char *const Graphs[] = {"off", "on"};
  O.Graphs = envChoice("CUACC_GRAPHS", Graphs, 2, 1) == 1;
  static const char *const Host[] = {"auto", "off", "on", "model", "measure"};
  O.HostRuns = HostChoice(envChoice("CUACC_HOST_CHOICE", Host, 5, 0));
  static const char *const OnOff[] = {"on", "off"};
  O.Preload = envChoice("CUACC_PRELOAD", OnOff, 2, 0) == 0;
}

static void printReportAtExit() { printReport(stderr, allTimings()); }

Options &cuacc::rt::options() {
  // Never destroyed: atexit handlers read it.
  static Options *O = [] {
    auto *O = new Options();
    const char *NotifyBits = "expected a sum of 1 (launches), 2 (transfers), "
                             "4 (waits), 8 (regions) and 16 (allocations)";
    // NVHPC's NV_ACC_* names mean what PGI's did.
    O->Notify = envUnsigned(
        "PGI_ACC_NOTIFY",
        envUnsigned("NV_ACC_NOTIFY", envUnsigned("ACC_NOTIFY", 0, NotifyBits),
                    NotifyBits),
        NotifyBits);
    O->Time =
        envTrue("PGI_ACC_TIME") || envTrue("NV_ACC_TIME") || envTrue("ACC_TIME");
    O->Synchronous = envTrue("PGI_ACC_SYNCHRONOUS") || envTrue("ACC_SYNC");
    O->WideCounters = envTrue("CUACC_WIDE_COUNTERS");
    const char *Warps = "expected a multiple of 32, 32 to 1024";
    O->PersistentThreads = envUnsigned("CUACC_PERSISTENT_THREADS", 0, Warps);
    if (O->PersistentThreads % 32 || O->PersistentThreads > 1024)
      badSetting("CUACC_PERSISTENT_THREADS",
                 getenv("CUACC_PERSISTENT_THREADS"), Warps);
    // Names in the order of their values.
    static const char *const Persistent[] = {"never", "auto", "always",
                                             "grid"};
    O->Persistent = int(envChoice("CUACC_PERSISTENT", Persistent, 4, 1)) - 1;
    readDeviceOptions(*O);
    readTransferOptions(*O);
    readKernelOptions(*O);
    O->Record = bool(O->Time);
    if (O->Time)
      atexit(printReportAtExit);
    return O;
  }();
  // The tools that watch the run attach once, after the options exist (a
  // tool's acc_register_library may call back into the runtime: it finds
  // them, and does not attach again).
  // Other threads wait for them, so that no activity is half observed.
  static std::atomic<int> Attached{0};
  static thread_local bool Attaching = false;
  if (Attached.load(std::memory_order_acquire) != 2 && !Attaching) {
    int Before = 0;
    if (Attached.compare_exchange_strong(Before, 1)) {
      Attaching = true;
      attachObservers();
      Attaching = false;
      Attached.store(2, std::memory_order_release);
    }
    while (Attached.load(std::memory_order_acquire) != 2)
      std::this_thread::yield();
  }
  return *O;
}

void cuacc::rt::enableTiming() {
  Options &O = options();
  O.Record = true;
  if (!O.Time.exchange(true))
    atexit(printReportAtExit);
}

void cuacc::rt::notify(unsigned Bit, const char *Format, ...) {
  if (!(options().Notify & Bit))
    return;
  // One line in one write: threads on several devices notify at once.
  char Line[1024];
  va_list Args;
  va_start(Args, Format);
  int N = vsnprintf(Line, sizeof Line - 1, Format, Args);
  va_end(Args);
  if (N < 0)
    return;
  size_t Length = std::min(size_t(N), sizeof Line - 2);
  Line[Length] = '\n';
  fwrite(Line, 1, Length + 1, stderr);
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

//===----------------------------------------------------------------------===//
// The devices, and each host thread's current one
//===----------------------------------------------------------------------===//

namespace {

/// Device objects by number, made at first use and never destroyed: at exit
/// the driver tears the contexts down itself, and freeing device memory from
/// a static destructor would run after CUDA's own teardown.
std::atomic<Device *> Slots[MaxDevices];
std::mutex SlotsLock;

/// Device N's object (made when Make), or null for a number out of range.
Device *slot(int N, bool Make) {
  if (N < 0 || N >= MaxDevices)
    return nullptr;
  Device *D = Slots[N].load(std::memory_order_acquire);
  if (D || !Make)
    return D;
  std::lock_guard<std::mutex> G(SlotsLock);
  D = Slots[N].load(std::memory_order_acquire);
  if (!D) {
    D = new Device();
    D->Ordinal = N;
    D->Timings.Ordinal = N;
    Slots[N].store(D, std::memory_order_release);
  }
  return D;
}

/// The device number this thread chose with acc_set_device_num; -1 while it
/// has chosen none (ACC_DEVICE_NUM decides).
thread_local int Chosen = -1;
/// This thread's device once it is up: the regions' fast path.
thread_local Device *Current = nullptr;
/// The context current in this thread, as far as the runtime made it so.
thread_local CUcontext Bound = nullptr;
/// Whether any thread has asked for a device yet (cuacc_prefer_emulator).
std::atomic<bool> AnyTried{false};

int threadDeviceNum() { return Chosen >= 0 ? Chosen : options().DeviceNum; }

/// A device number the machine does not have: the program stops, naming
/// where the number came from and the devices there are.
[[noreturn]] void badDeviceNumber(int N, bool Emulated, int Count) {
  std::string Source = Chosen >= 0
                           ? "acc_set_device_num(" + std::to_string(N) + ")"
                           : "ACC_DEVICE_NUM=" + options().DeviceNumText;
  if (Emulated)
    fprintf(stderr,
            "cuacc: %s is not a device of the emulator: it has %d, numbered "
            "0%s%s (CUACC_EMULATED_DEVICES sets how many)\n",
            Source.c_str(), Count, Count > 1 ? " to " : "",
            Count > 1 ? std::to_string(Count - 1).c_str() : "");
  else
    fprintf(stderr,
            "cuacc: %s is not a CUDA device of this machine: it has %d, "
            "numbered 0 to %d\n",
            Source.c_str(), Count, Count - 1);
  exit(1);
}

/// Loads the driver and counts devices, once, without creating a context.
bool loadDriver(int &Count, std::string &Why) {
  static std::once_flag Once;
  static bool Ok = false;
  static int Devices = 0;
  static std::string Reason;
  std::call_once(Once, [] {
    if (!mutableDriver().load(Reason))
      return;
    const CudaDriver &D = *driver();
    int N = 0;
    if (D.cuInit(0) != CUDA_SUCCESS)
      Reason = "the CUDA driver does not initialize (no GPU?)";
    else if (D.cuDeviceGetCount(&N) != CUDA_SUCCESS || N == 0)
      Reason = "no CUDA device";
    else {
      Devices = N < MaxDevices ? N : MaxDevices;
      Ok = true;
    }
  });
  Count = Devices;
  Why = Reason;
  return Ok;
}

/// Kernels run asynchronously; the program's end waits for the last ones of
/// every device, so that an error in them is still reported (and exits
/// non-zero).
void synchronizeAtExit() {
  for (int N = 0; N < MaxDevices; ++N) {
    Device *D = slot(N, false);
    if (D)
      waitForPreload(*D);
    if (!D || !D->Available || D->Emulated)
      continue;
    std::lock_guard<std::recursive_mutex> G(D->Lock);
    bindContext(*D);
    CUACC_CHECK(driver()->cuStreamSynchronize(D->Stream));
  }
}

void initCuda(Device &D) {
  Clock::time_point T0 = Clock::now();
  const CudaDriver &Drv = *driver();
  CUACC_CHECK(Drv.cuDeviceGet(&D.Dev, D.Ordinal));
  char Name[256];
  if (Drv.cuDeviceGetName(Name, sizeof Name, D.Dev) == CUDA_SUCCESS)
    D.Timings.Name = Name;
  int SMs = 0;
  if (Drv.cuDeviceGetAttribute(&SMs, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
                               D.Dev) == CUDA_SUCCESS &&
      SMs > 0)
    D.Multiprocessors = SMs;
  CUACC_CHECK(Drv.cuDevicePrimaryCtxRetain(&D.Ctx, D.Dev));
  ++D.Generation;
  bindContext(D);
  CUACC_CHECK(Drv.cuStreamCreate(&D.Stream, 0));
  D.Pool = std::make_unique<DevicePool>(D.Allocator);
  installFaultHandler();
  D.Staging = std::make_unique<Stager>(D.Stream, localCpus(D.Dev));
  D.Available = true;
  D.InitMicros = microsSince(T0);
  D.InitUncharged = true;
  static std::once_flag Registered;
  std::call_once(Registered, [] { atexit(synchronizeAtExit); });
  startPreload(D);
}

void initEmulated(Device &D) {
  Clock::time_point T0 = Clock::now();
  initEmulator(D);
  D.Timings.Emulated = true;
  D.Timings.Name = "emulated";
  // An H100's by default (it picks the kernels an H100 would); fewer let
  // tests reach the sizes where the runtime measures with small arrays.
  D.Multiprocessors = int(envUnsigned("CUACC_EMULATED_SMS", 132));
  if (D.Multiprocessors < 1)
    D.Multiprocessors = 1;
  D.InitMicros = microsSince(T0);
  D.InitUncharged = true;
  int Count = options().EmulatedDevices;
  if (Count == 1)
    notify(NotifyRegion, "cuacc: the emulated device runs the kernels on the "
                         "CPU");
  else
    notify(NotifyRegion,
           "cuacc: emulated device %d (of %d) runs the kernels on the CPU",
           D.Ordinal, Count);
}

/// ensureDevice's slow path: the thread's device number checked, and its
/// device initialized unless another thread did.
Device *bringUp() {
  const Options &O = options();
  AnyTried = true;
  int N = threadDeviceNum();
  bool Emulated = O.Emulate;
  if (Emulated) {
    if (N < 0 || N >= O.EmulatedDevices)
      badDeviceNumber(N, true, O.EmulatedDevices);
  } else {
    int Count = 0;
    std::string Why;
    if (!loadDriver(Count, Why)) {
      // Said once, when asked to notify, and when a timing report was asked
      // for (there will be none).
      static std::atomic<bool> Said{false};
      static std::once_flag Noted;
      std::call_once(Noted, [&] { noDeviceReason() = Why; });
      if ((O.Notify || O.Time) && !Said.exchange(true))
        fprintf(stderr, "cuacc: %s; accelerator regions run on the host\n",
                Why.c_str());
      return nullptr;
    }
    if (N < 0 || N >= Count)
      badDeviceNumber(N, false, Count);
  }
  Device &D = *slot(N, /*Make=*/true);
  {
    std::lock_guard<std::recursive_mutex> G(D.Lock);
    if (!D.Tried) {
      D.Tried = true;
      ObservedSpan Init(activity(Activity::DeviceInit, nullptr, N, Emulated));
      if (Emulated)
        initEmulated(D);
      else
        initCuda(D);
    }
  }
  if (!D.Available)
    return nullptr;
  Current = &D;
  return &D;
}

} // namespace

std::string &cuacc::rt::noDeviceReason() {
  static auto *Why = new std::string("no device"); // read at exit
  return *Why;
}

Device *cuacc::rt::ensureDevice() {
  if (options().ForceHost)
    return nullptr;
  if (Current && Current->Available)
    return Current;
  return bringUp();
}

Device *cuacc::rt::activeDevice() {
  if (Current && Current->Available)
    return Current;
  Device *D = slot(threadDeviceNum(), /*Make=*/false);
  return D && D->Available ? D : nullptr;
}

Device *cuacc::rt::deviceNumbered(int N) {
  Device *D = slot(N, /*Make=*/false);
  return D && D->Available ? D : nullptr;
}

void cuacc::rt::bindContext(Device &D) {
  if (D.Emulated)
    return;
  if (Bound != D.Ctx) {
    CUACC_CHECK(driver()->cuCtxSetCurrent(D.Ctx));
    Bound = D.Ctx;
  }
}

CUevent cuacc::rt::takeEvent(Device &D) {
  if (!D.FreeEvents.empty()) {
    CUevent E = D.FreeEvents.back();
    D.FreeEvents.pop_back();
    return E;
  }
  CUevent E;
  CUACC_CHECK(driver()->cuEventCreate(&E, 0));
  return E;
}

void cuacc::rt::giveEvent(Device &D, CUevent E) { D.FreeEvents.push_back(E); }

void cuacc::rt::shutdownDevice(Device &D) {
  waitForPreload(D); // it takes the lock
  std::lock_guard<std::recursive_mutex> G(D.Lock);
  if (!D.Available)
    return;
  bindContext(D);
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
  // Events and modules belong to the context that goes away.
  D.FreeEvents.clear();
  if (!D.Emulated)
    CUACC_CHECK(driver()->cuDevicePrimaryCtxRelease(D.Dev));
  D.Emulated = false;
  D.Available = false;
  D.Tried = false;
  D.Ctx = nullptr;
  Bound = nullptr;
  if (Current == &D)
    Current = nullptr;
}

std::vector<const DeviceTimings *> cuacc::rt::allTimings() {
  std::vector<const DeviceTimings *> All;
  for (int N = 0; N < MaxDevices; ++N)
    if (Device *D = slot(N, false))
      All.push_back(&D->Timings);
  return All;
}

DeviceTimings &cuacc::rt::timingsOf(int N) { return slot(N, true)->Timings; }

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
    return options().EmulatedDevices;
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

// Binds the calling thread only: other threads keep their devices, and the
// device this thread used stays up (its data regions, for other threads or
// for this one to come back to). A negative number goes back to the default.
void acc_set_device_num(int N, acc_device_t T) {
  if (T == acc_device_host) {
    options().ForceHost = true;
    return;
  }
  options().ForceHost = false;
  Chosen = N < 0 ? -1 : N;
  Current = nullptr;
}

int acc_get_device_num(acc_device_t T) {
  if (T == acc_device_host)
    return 0;
  return threadDeviceNum();
}

void acc_init(acc_device_t T) {
  if (T != acc_device_host)
    ensureDevice();
}

void acc_shutdown(acc_device_t T) {
  if (T == acc_device_host)
    return;
  if (Device *D = activeDevice())
    shutdownDevice(*D);
}

int acc_on_device(acc_device_t T) {
  // Called from host code: kernels have their own device-side version.
  return T == acc_device_host || T == acc_device_default;
}

// Where regions run on the host (ACC_DEVICE=host, no GPU), a 'deviceptr'
// region's host code uses the pointer acc_malloc gave: host memory then, so
// that the program computes what it does on a device (NULL would crash it).
// The emulated device's memory is host memory too, and its kernels use it.
// acc_free tells the two kinds apart by this set: the device may change
// between the calls.
static std::mutex &hostBlocksLock() {
  static auto *M = new std::mutex(); // never destroyed: acc_free at exit
  return *M;
}
static std::set<void *> &hostBlocks() {
  static auto *S = new std::set<void *>();
  return *S;
}

void *acc_malloc(size_t Bytes) {
  Device *D = ensureDevice();
  if (!D) {
    void *P = malloc(Bytes ? Bytes : 1);
    if (P) {
      std::lock_guard<std::mutex> G(hostBlocksLock());
      hostBlocks().insert(P);
    }
    return P;
  }
  std::lock_guard<std::recursive_mutex> G(D->Lock);
  bindContext(*D);
  return reinterpret_cast<void *>(D->Pool->allocate(Bytes));
}

void acc_free(void *P) {
  if (!P)
    return;
  {
    std::lock_guard<std::mutex> G(hostBlocksLock());
    if (hostBlocks().erase(P)) {
      free(P);
      return;
    }
  }
  Device *D = activeDevice();
  if (!D)
    return;
  std::lock_guard<std::recursive_mutex> G(D->Lock);
  D->Pool->release(reinterpret_cast<uintptr_t>(P));
}

void cuacc_prefer_emulator(void) {
  if (!options().DeviceChosen && !AnyTried)
    options().Emulate = true;
}

} // extern "C"
