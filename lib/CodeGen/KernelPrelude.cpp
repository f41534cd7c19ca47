//===- KernelPrelude.cpp - kernel file prelude, emulated entries ----------===//
//
// The shared text of every generated .cu (KernelPrelude.cuh: reduction
// operators, warp and atomic helpers, tile loads, C's classification
// macros), and the host entry points through which the emulated device
// runs each kernel.
//
//===----------------------------------------------------------------------===//

#include "CodeGen/KernelPrinter.h"
#include "Lower/CudaNames.h"

using namespace cuacc;

namespace {
#include "KernelPrelude.inc"
} // namespace

std::string cuacc::cudaPrelude() { return KernelPrelude; }

std::string cuacc::emulatorLauncher(const KernelDesc &K) {
  std::string Out;
  std::vector<std::string> Names{K.Name};
  if (K.narrowEntry())
    Names.push_back(K.Name + "_i32");
  for (const TilingDesc *T : K.tilings()) // tiled entries meet at barriers
    Names.push_back(K.Name + T->Entry);
  if (K.GridEntry)
    Names.push_back(K.Name + "_grid");
  for (const std::string &Name : Names) {
    bool Cooperative = K.GridEntry && Name == K.Name + "_grid";
    Out += "static void " + Name + "__thread(void *__a) {\n" +
           "  void **args = (void **)__a;\n  " + Name + "(";
    for (size_t I = 0; I < K.Params.size(); ++I)
      Out += (I ? ", " : "") + std::string("*(") +
             renameForCuda(K.Params[I].Type) + " *)args[" + std::to_string(I) +
             "]";
    Out += ");\n}\nextern \"C\" void " + Name +
           "__emu(const unsigned *grid, const unsigned *block, void **args) "
           "{\n  cuacc_emu::launch(grid, block, " +
           (K.synchronizes() || Name.find("_tiled") != std::string::npos
                ? "true"
                : "false") +
           ", " + Name + "__thread, args" + (Cooperative ? ", true" : "") +
           ");\n}\n";
  }
  return Out;
}
