//===- Profiling.cpp - the OpenACC profiling interface (acc_prof.h) -------===//
//
// Tools register callbacks per event (acc_prof_register); the runtime calls
// them with acc_prof_info, acc_event_info and acc_api_info filled as the
// OpenACC specification (chapter 5) describes, for the activities the
// runtime observes (Observe.h). A tool is found once, when the runtime
// starts: the program's own acc_register_library (a weak reference: linked
// in or not), then each library of ACC_PROFLIB.
//
//===----------------------------------------------------------------------===//

#include "acc_prof.h"
#include "Observe.h"
#include "Runtime.h"
#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <mutex>
#include <string>
#include <vector>

using namespace cuacc::rt;

extern "C" void acc_register_library(acc_prof_reg, acc_prof_reg,
                                     acc_prof_lookup_func)
    __attribute__((weak));

namespace {

struct Registered {
  acc_prof_callback Callback;
  bool Enabled;
};

struct Registry {
  std::mutex Lock;
  std::vector<Registered> ByEvent[acc_ev_last];
};

Registry &registry() {
  static auto *R = new Registry(); // never destroyed: used at exit
  return *R;
}

/// acc_toggle_per_thread: the events this thread turned off.
thread_local bool ThreadOff[acc_ev_last];

/// tool_info a start callback left, for its end event (per thread, nested;
/// never freed: a program's atexit handler may still run regions).
thread_local std::vector<void *> *ToolInfo = new std::vector<void *>();

bool validEvent(acc_event_t E) { return E > acc_ev_none && E < acc_ev_last; }

acc_construct_t constructOf(const cuacc_region *R) {
  std::string C = constructName(R);
  auto Starts = [&](const char *P) { return C.rfind(P, 0) == 0; };
  if (Starts("parallel"))
    return acc_construct_parallel;
  if (Starts("serial"))
    return acc_construct_serial;
  if (Starts("kernels") || Starts("region"))
    return acc_construct_kernels;
  if (Starts("enter data"))
    return acc_construct_enter_data;
  if (Starts("exit data"))
    return acc_construct_exit_data;
  if (Starts("update"))
    return acc_construct_update;
  if (Starts("runtime api"))
    return acc_construct_runtime_api;
  return acc_construct_data; // "data", "data region", "host code"
}

/// The events an activity is: up to two (create and alloc), by phase.
int eventsOf(const Observed &A, acc_event_t Out[2]) {
  bool Begin = A.When == Phase::Begin;
  auto Pair = [&](acc_event_t Start, acc_event_t End) {
    Out[0] = Begin ? Start : End;
    return 1;
  };
  switch (A.What) {
  case Activity::Construct:
    if (!isComputeConstruct(A.Region))
      return 0; // a data construct is its enter and exit data events
    return Pair(acc_ev_compute_construct_start, acc_ev_compute_construct_end);
  case Activity::EnterData:
    return Pair(acc_ev_enter_data_start, acc_ev_enter_data_end);
  case Activity::ExitData:
    return Pair(acc_ev_exit_data_start, acc_ev_exit_data_end);
  case Activity::Update:
    return Pair(acc_ev_update_start, acc_ev_update_end);
  case Activity::Upload:
    return Pair(acc_ev_enqueue_upload_start, acc_ev_enqueue_upload_end);
  case Activity::Download:
    return Pair(acc_ev_enqueue_download_start, acc_ev_enqueue_download_end);
  case Activity::Launch:
    return Pair(acc_ev_enqueue_launch_start, acc_ev_enqueue_launch_end);
  case Activity::Wait:
    return Pair(acc_ev_wait_start, acc_ev_wait_end);
  case Activity::DeviceInit:
    return Pair(acc_ev_device_init_start, acc_ev_device_init_end);
  case Activity::Alloc:
    Out[0] = acc_ev_create;
    Out[1] = acc_ev_alloc;
    return 2;
  case Activity::Free:
    Out[0] = acc_ev_delete;
    Out[1] = acc_ev_free;
    return 2;
  case Activity::Kernel:
  case Activity::OnHost:
    return 0;
  }
  return 0;
}

acc_prof_info profInfo(const Observed &A, acc_event_t E) {
  acc_prof_info P = {};
  P.event_type = E;
  P.valid_bytes = int(offsetof(acc_prof_info, func_end_line_no) + sizeof(int));
  P.version = _ACC_PROF_INFO_VERSION;
  P.device_type = A.Device >= 0 ? acc_device_nvidia : acc_device_host;
  P.device_number = A.Device >= 0 ? A.Device : 0;
  P.thread_id = A.Thread;
  P.async = acc_async_sync;
  P.async_queue = acc_async_sync;
  if (A.Region) {
    P.src_file = A.Region->file;
    P.func_name = A.Region->function;
    P.line_no = A.Region->line;
  }
  return P;
}

acc_event_info eventInfo(const Observed &A, acc_event_t E) {
  acc_event_info I;
  memset(&I, 0, sizeof I);
  acc_construct_t Parent =
      A.Region ? constructOf(A.Region) : acc_construct_runtime_api;
  // Data moved for a compute construct was not named by a data directive.
  int Implicit = A.Region && isComputeConstruct(A.Region) ? 1 : 0;
  switch (A.What) {
  case Activity::Upload:
  case Activity::Download:
  case Activity::Alloc:
  case Activity::Free: {
    acc_data_event_info &D = I.data_event;
    D.event_type = E;
    D.valid_bytes =
        int(offsetof(acc_data_event_info, device_ptr) + sizeof(void *));
    D.parent_construct = Parent;
    D.implicit = Implicit;
    D.var_name = A.Name;
    D.bytes = A.Bytes;
    D.host_ptr = A.Host;
    D.device_ptr = reinterpret_cast<const void *>(A.DeviceAddress);
    return I;
  }
  case Activity::Launch: {
    acc_launch_event_info &L = I.launch_event;
    L.event_type = E;
    L.valid_bytes =
        int(offsetof(acc_launch_event_info, vector_length) + sizeof(size_t));
    L.parent_construct = Parent;
    L.implicit = 0;
    L.kernel_name = A.Name;
    L.num_gangs = size_t(A.Grid[0]) * A.Grid[1] * A.Grid[2];
    L.num_workers = size_t(A.Block[1]) * A.Block[2];
    L.vector_length = A.Block[0];
    return I;
  }
  default: {
    acc_other_event_info &O = I.other_event;
    O.event_type = E;
    O.valid_bytes =
        int(offsetof(acc_other_event_info, tool_info) + sizeof(void *));
    O.parent_construct = Parent;
    O.implicit = A.What == Activity::EnterData || A.What == Activity::ExitData
                     ? Implicit
                     : 0;
    return I;
  }
  }
}

acc_api_info apiInfo(const Observed &A) {
  acc_api_info P = {};
  P.valid_bytes = int(offsetof(acc_api_info, async_handle) + sizeof(void *));
  if (A.Device < 0) {
    P.device_api = acc_device_api_none;
    P.device_type = acc_device_host;
    return P;
  }
  P.device_type = acc_device_nvidia;
  P.vendor = -1;
  P.device_api = A.Emulated ? acc_device_api_other : acc_device_api_cuda;
  Device *D = activeDevice(); // not yet at device_init_start
  if (A.Emulated || !D || D->Ordinal != A.Device)
    return P;
  P.device_handle = &D->Dev;
  P.context_handle = D->Ctx;
  P.async_handle = D->Stream;
  return P;
}

/// The callbacks enabled for E now, on this thread.
std::vector<acc_prof_callback> callbacksFor(acc_event_t E) {
  std::vector<acc_prof_callback> Out;
  if (ThreadOff[E])
    return Out;
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  for (const Registered &C : R.ByEvent[E])
    if (C.Enabled)
      Out.push_back(C.Callback);
  return Out;
}

void dispatch(const Observed &A, acc_event_t E, bool Start, bool End) {
  std::vector<acc_prof_callback> Callbacks = callbacksFor(E);
  acc_prof_info P = profInfo(A, E);
  acc_event_info I = eventInfo(A, E);
  acc_api_info Api = apiInfo(A);
  if (End && !ToolInfo->empty()) {
    I.other_event.tool_info = ToolInfo->back();
    ToolInfo->pop_back();
  }
  for (acc_prof_callback C : Callbacks)
    C(&P, &I, &Api);
  if (Start)
    ToolInfo->push_back(I.other_event.tool_info);
}

void runtimeShutdown() {
  Observed A{Activity::DeviceInit, Phase::Instant};
  acc_prof_info P = profInfo(A, acc_ev_runtime_shutdown);
  acc_event_info I = eventInfo(A, acc_ev_runtime_shutdown);
  acc_api_info Api = apiInfo(A);
  for (acc_prof_callback C : callbacksFor(acc_ev_runtime_shutdown))
    C(&P, &I, &Api);
}

acc_query_fn lookup(const char *) { return nullptr; }

void change(acc_event_t E, acc_prof_callback Cb, acc_register_t How,
            bool On) {
  if (How == acc_toggle_per_thread) {
    for (int Ev = 1; Ev < acc_ev_last; ++Ev)
      if (E == acc_ev_none || Ev == E)
        ThreadOff[Ev] = !On;
    return;
  }
  if (!validEvent(E))
    return;
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  std::vector<Registered> &List = R.ByEvent[E];
  if (How == acc_toggle) {
    for (Registered &C : List)
      if (!Cb || C.Callback == Cb)
        C.Enabled = On;
    return;
  }
  if (!Cb)
    return;
  if (On) {
    // A tool found twice (linked in and in ACC_PROFLIB, or registered
    // through GCC's libgomp too) is called once per event.
    for (const Registered &C : List)
      if (C.Callback == Cb)
        return;
    List.push_back({Cb, true});
    // A program may register without acc_register_library.
    Observers.fetch_or(ObserveProf);
    static std::once_flag Shutdown;
    std::call_once(Shutdown, [] { atexit(runtimeShutdown); });
    return;
  }
  // The most recent registration of Cb goes.
  for (size_t I = List.size(); I-- > 0;)
    if (List[I].Callback == Cb) {
      List.erase(List.begin() + I);
      return;
    }
}

} // namespace

extern "C" {

void acc_prof_register(acc_event_t E, acc_prof_callback Cb,
                       acc_register_t How) {
  change(E, Cb, How, true);
}

void acc_prof_unregister(acc_event_t E, acc_prof_callback Cb,
                         acc_register_t How) {
  change(E, Cb, How, false);
}

acc_query_fn acc_prof_lookup(const char *Name) { return lookup(Name); }

} // extern "C"

/// The program's own acc_register_library, if it has one. GCC's libgomp
/// (linked by -fopenmp=libgomp) defines one that stops the program
/// ("libgomp: TODO"), to be overridden by a tool's: it is not a tool.
static bool programRegisters() {
  if (!acc_register_library)
    return false;
  Dl_info Where;
  if (dladdr(reinterpret_cast<void *>(acc_register_library), &Where) &&
      Where.dli_fname) {
    const char *Base = strrchr(Where.dli_fname, '/');
    Base = Base ? Base + 1 : Where.dli_fname;
    if (!strncmp(Base, "libgomp.so", 10))
      return false;
  }
  return true;
}

bool cuacc::rt::attachProfiling() {
  bool Any = false;
  if (programRegisters()) {
    acc_register_library(acc_prof_register, acc_prof_unregister, lookup);
    Any = true;
  }
  if (const char *List = getenv("ACC_PROFLIB"); List && *List) {
    std::string Paths = List;
    size_t From = 0;
    while (From <= Paths.size()) {
      size_t To = Paths.find(':', From);
      std::string Path = Paths.substr(From, To - From);
      From = To == std::string::npos ? Paths.size() + 1 : To + 1;
      if (Path.empty())
        continue;
      void *H = dlopen(Path.c_str(), RTLD_NOW | RTLD_LOCAL);
      auto *Register =
          H ? reinterpret_cast<decltype(&acc_register_library)>(
                  dlsym(H, "acc_register_library"))
            : nullptr;
      if (!Register) {
        fprintf(stderr, "cuacc: ACC_PROFLIB: %s\n",
                H ? ("'" + Path + "' has no acc_register_library").c_str()
                  : dlerror());
        continue;
      }
      if (Register != acc_register_library) // not the program's again
        Register(acc_prof_register, acc_prof_unregister, lookup);
      Any = true;
    }
  }
  return Any;
}

void cuacc::rt::profActivity(const Observed &A) {
  acc_event_t Events[2];
  int N = eventsOf(A, Events);
  for (int I = 0; I < N; ++I)
    dispatch(A, Events[I], A.When == Phase::Begin, A.When == Phase::End);
}
