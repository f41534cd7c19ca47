//===- Nvtx.cpp - NVTX ranges for Nsight Systems and other NVTX tools -----===//
//
// Every construct, data phase, transfer, launch and wait of the run is an
// NVTX range in a "cuacc" domain, named as in the trace file
// ("acc_kernels_loop jacobi.c:14 main", "upload a"); allocations and host
// fallbacks are marks. NVTX v3 is header-only (the CUDA toolkit's nvtx3/):
// its calls go to the tool that NVTX_INJECTION64_PATH names (Nsight Systems
// sets it), and without one the runtime does not observe at all. Built
// without the headers, the runtime has no NVTX (CUACC_HAVE_NVTX unset).
//
//===----------------------------------------------------------------------===//

#include "Observe.h"
#include <cstdlib>

#ifdef CUACC_HAVE_NVTX
#include <nvtx3/nvToolsExt.h>

using namespace cuacc::rt;

namespace {

nvtxDomainHandle_t Domain;
/// Ranges this thread pushed: an end with none open (a construct begun
/// before a tool attached) pops nothing of the tool's.
thread_local unsigned Depth = 0;

uint32_t colorOf(Activity What) {
  switch (What) {
  case Activity::Construct:
    return 0xff4e79a7;
  case Activity::EnterData:
  case Activity::ExitData:
  case Activity::Update:
    return 0xff59a14f;
  case Activity::Upload:
  case Activity::Download:
    return 0xfff28e2b;
  case Activity::Launch:
    return 0xff76b7b2;
  case Activity::Wait:
    return 0xffe15759;
  default:
    return 0xffbab0ac;
  }
}

} // namespace

bool cuacc::rt::attachNvtx() {
  const char *Tool = getenv("NVTX_INJECTION64_PATH");
  if (!Tool || !*Tool)
    return false;
  Domain = nvtxDomainCreateA("cuacc");
  return true;
}

void cuacc::rt::nvtxActivity(const Observed &A) {
  if (A.When == Phase::End) {
    if (Depth) {
      --Depth;
      nvtxDomainRangePop(Domain);
    }
    return;
  }
  if (A.What == Activity::Kernel) // the tool sees the device's own
    return;
  std::string Name = activityName(A);
  nvtxEventAttributes_t Attr = {};
  Attr.version = NVTX_VERSION;
  Attr.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
  Attr.colorType = NVTX_COLOR_ARGB;
  Attr.color = colorOf(A.What);
  Attr.messageType = NVTX_MESSAGE_TYPE_ASCII;
  Attr.message.ascii = Name.c_str();
  if (A.When == Phase::Begin) {
    ++Depth;
    nvtxDomainRangePushEx(Domain, &Attr);
  } else
    nvtxDomainMarkEx(Domain, &Attr);
}

#else

bool cuacc::rt::attachNvtx() { return false; }
void cuacc::rt::nvtxActivity(const Observed &) {}

#endif
