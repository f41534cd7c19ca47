//===- HostCode.cpp - the host side of an offloaded region -----------------===//
//
// Prints a RegionDesc's host function: the device copies of the scalars,
// the data items, the overlap checks of possibly aliasing pointers, the
// region's entry, the host steps with each launch's arguments and grid, the
// exit, and the results set on the host afterwards (scalars, last loop
// indices). Call-site slots are numbered in the order printed.
//
//===----------------------------------------------------------------------===//

#include "CodeGen/CallSite.h"
#include "CodeGen/HostCode.h"
#include "CodeGen/LoopText.h"
#include "Directive/MemberVariables.h"
#include "clang/AST/Decl.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuacc;
using namespace clang;

namespace {

class HostWriter {
public:
  HostWriter(const RegionDesc &D, unsigned Index, bool Versioned,
             const KernelImageNames &Images)
      : D(D), Id(std::to_string(Index)), Versioned(Versioned),
        OnHost(Versioned ? "2" : "0"), Images(Images) {}
  RegionCode write();

private:
  const RegionDesc &D;
  std::string Id;
  /// The statement has a host version for arrays known apart (see
  /// Pipeline/HostVersion.h): once the overlap checks passed, a run on the
  /// host returns 2 (OnHost), which selects it.
  bool Versioned;
  std::string OnHost;
  const KernelImageNames &Images;
  CallSite Call;
  std::string Items, HostChoice, Launches, Finish;
  std::vector<std::string> Kernels;

  std::string constantRef(const std::string &Text) {
    return "__l[" + std::to_string(Call.constant(Text)) + "]";
  }
  /// A bound inside the host loops: its part evaluated at the call, plus
  /// its terms in the loops' counters.
  std::string hostValue(const std::string &Text,
                        const std::vector<HostIndexTerm> &Terms) {
    if (Terms.empty())
      return constantRef(Text);
    std::string Out = "(" + constantRef(Text);
    for (const HostIndexTerm &T : Terms)
      Out += " + " + std::to_string(T.Coef) + "L * __t" + std::to_string(T.Loop);
    return Out + ")";
  }
  void slotCopies(std::string &Sections);
  void overlapChecks();
  void lastIndexValues();
  void steps(const std::vector<HostStepDesc> &Steps, const std::string &Indent);
  void choice(const HostStepDesc &St, const std::string &Indent);
  void launch(const KernelDesc &K, unsigned Index, const std::string &Indent);
  std::vector<std::pair<std::string, std::string>>
  launchArguments(const KernelDesc &K, llvm::raw_ostream &OS,
                  const std::string &In);
  void gridShape(const KernelDesc &K, llvm::raw_ostream &OS,
                 const std::string &In);
  void tiledLaunch(const KernelDesc &K, unsigned Index, llvm::raw_ostream &OS,
                   const std::string &In);
  std::string tiledKernel(unsigned Index, size_t Shape) const;
  void scratchBuffer(const std::vector<std::pair<std::string, std::string>> &S,
                     long ScratchBytes, llvm::raw_ostream &OS,
                     const std::string &In);
  std::string definition();
};

} // namespace

/// A one-element device copy per slot scalar, starting from the variable's
/// value when the region reads it; back into the variable after the exit
/// when it is read later.
void HostWriter::slotCopies(std::string &Sections) {
  llvm::raw_string_ostream OS(Items);
  for (const ScalarSlot &Sl : D.Slots) {
    std::string V = "__rv" + std::to_string(Sl.Slot);
    const char *Clause =
        Sl.CopyIn ? (Sl.CopyOut ? "CUACC_COPY" : "CUACC_COPYIN")
                  : (Sl.CopyOut ? "CUACC_COPYOUT" : "CUACC_LOCAL");
    std::string Var = Sl.CopyIn || Sl.CopyOut
                          ? "*(" + Sl.Type + " *)__v[" +
                                std::to_string(Call.slot(Sl.Var)) + "]"
                          : "";
    OS << "  " << Sl.Type << " " << V << (Sl.CopyIn ? " = " + Var : "")
       << ";\n";
    if (Sl.CopyOut)
      Finish += "  " + Var + " = " + V + ";\n";
    Sections += "  cuacc_section(&__d[" + std::to_string(Sl.Slot) + "], \"" +
                withUserSpellings(Sl.Name) + "\", &" + V + ", sizeof(" + Sl.Type +
                "), 1, __zero, __zero, __zero, " + Clause + ");\n";
  }
  if (!D.Slots.empty())
    OS << "  static const long __zero[1] = {0};\n";
}

/// Loops the sections assume run, pointers that may alias, references that
/// may be bound to the data: the device path only where the loops run, the
/// sections are disjoint and the references bound elsewhere.
void HostWriter::overlapChecks() {
  llvm::raw_string_ostream OS(Items);
  for (const RegionDesc::LoopRunCheck &C : D.LoopRunChecks)
    OS << "  if (__l[" << Call.constant(C.Trips)
       << "] < 0) {\n    cuacc_region_on_host(&__cuacc_r" << Id
       << ", \"the data sections assume the loop at line " << C.Line
       << " runs\");\n    return 0;\n  }\n";
  for (const RegionDesc::Overlap &O : D.OverlapChecks)
    OS << "  if (cuacc_sections_overlap(&__d[" << O.A << "], &__d[" << O.B
       << "])) {\n    cuacc_region_on_host(&__cuacc_r" << Id << ", \""
       << (O.A == O.B ? "two rows of '" + O.NameA + "' overlap"
                      : "the sections of '" + O.NameA + "' and '" + O.NameB +
                            "' overlap")
       << "\");\n    return 0;\n  }\n";
  for (const RegionDesc::ReferenceCheck &C : D.ReferenceChecks) {
    std::string At = "__v[" + std::to_string(Call.slot(C.Var)) + "]",
                Size = "sizeof(" + C.Type + ")", Bound;
    OS << "  if (";
    switch (C.Against) {
    case RegionDesc::ReferenceCheck::Present:
      OS << "cuacc_is_present(" << At << ", " << Size << ")";
      Bound = "data present on the device";
      break;
    case RegionDesc::ReferenceCheck::AnItem:
      OS << "cuacc_in_section(" << At << ", " << Size << ", &__d[" << C.Item
         << "])";
      Bound = "data of '" + C.OtherName + "'";
      break;
    case RegionDesc::ReferenceCheck::AScalar:
      OS << "cuacc_objects_overlap(" << At << ", " << Size << ", __v["
         << Call.slot(C.Other) << "], sizeof(" << C.OtherType << "))";
      Bound = "'" + C.OtherName + "'";
      break;
    }
    OS << ") {\n    cuacc_region_on_host(&__cuacc_r" << Id << ", \""
       << (C.Var->getType()->isReferenceType()
               ? "the reference '" + C.Name + "' is bound to "
               : "'" + C.Name + "' lies in the ")
       << Bound << "\");\n    return 0;\n  }\n";
  }
}

/// The final value of each loop index read after the region: First +
/// trips * Step when every loop around it ran, as the loops would leave it.
void HostWriter::lastIndexValues() {
  for (const LastIndexDesc &LI : D.LastIndices) {
    std::string Ran = "1", Trips;
    for (size_t I = 0; I < LI.Nest.size(); ++I) {
      const HostLoopBounds &B = LI.Nest[I];
      std::string Lo = constantRef(B.Lower), Hi = constantRef(B.Upper);
      Trips = tripCountText(Lo, Hi, B.Step, TripCountIn::Host);
      if (I + 1 < LI.Nest.size())
        Ran += " && " + Trips + " > 0";
      else
        Trips = "(" + (B.Step > 0 ? Lo : Hi) + " + " + Trips + " * " +
                std::to_string(B.Step) + "L)";
    }
    Finish += "  if (" + Ran + ")\n    *(" + LI.Type + " *)__v[" +
              std::to_string(Call.slot(LI.Var)) + "] = (" + LI.Type + ")" +
              Trips + ";\n";
  }
}

/// Each parameter's value in a local whose address goes to the launch;
/// returns the scratch-buffer parameters (name, element type), which get
/// their values once the grid is known.
std::vector<std::pair<std::string, std::string>>
HostWriter::launchArguments(const KernelDesc &K, llvm::raw_ostream &OS,
                            const std::string &In) {
  std::vector<std::pair<std::string, std::string>> Scratch;
  std::string Args;
  for (size_t I = 0; I < K.Params.size(); ++I) {
    const ParamDesc &P = K.Params[I];
    std::string Name = "__p" + std::to_string(I);
    Args += (I ? ", &" : "&") + Name;
    switch (P.Source) {
    case ParamSource::Reduction:
    case ParamSource::Slot:
      OS << In << "void *" << Name << " = __d[" << P.Item << "].device;\n";
      break;
    case ParamSource::ScratchBuffer:
      OS << In << "void *" << Name << " = 0;\n"
         << In << "long " << Name << "_len = " << constantRef(P.Text) << ";\n";
      Scratch.push_back({Name, P.Element});
      break;
    case ParamSource::ScratchLower:
    case ParamSource::Extent:
    case ParamSource::Invariant:
      OS << In << "long " << Name << " = " << constantRef(P.Text) << ";\n";
      break;
    case ParamSource::Array:
      OS << In << "void *" << Name << " = (char *)__d[" << P.Item
         << "].device - ((char *)__d[" << P.Item << "].host - (char *)"
         << Call.base(P.Var) << ");\n";
      break;
    case ParamSource::HostLoopIndex:
      OS << In << P.Type << " " << Name << " = (" << P.Type << ")__t"
         << P.Item << ";\n";
      break;
    case ParamSource::Value:
      OS << In << P.Type << " " << Name << " = *(" << P.Type << " *)__v["
         << Call.slot(P.Var) << "];\n";
      break;
    }
  }
  OS << In << "void *__args[] = {" << (Args.empty() ? "0" : Args) << "};\n";
  return Scratch;
}

/// Blocks per grid dimension from the trip counts, the lane shapes, fewer
/// blocks where each runs several strips, and the caps lowering set.
void HostWriter::gridShape(const KernelDesc &K, llvm::raw_ostream &OS,
                           const std::string &In) {
  OS << In << "unsigned __grid[3] = {1, 1, 1}, __block[3] = {1, 1, 1};\n"
     << In << "long __blocks[3] = {1, 1, 1}, __trips[3] = {0, 0, 0};\n";
  for (size_t Dim = 0; Dim < K.Grid.size(); ++Dim) {
    const GridLoopDesc &G = K.Grid[Dim];
    std::string Lo = hostValue(G.HostLower, G.HostLowerTerms),
                Hi = hostValue(G.HostUpper, G.HostUpperTerms);
    OS << In << "__trips[" << Dim << "] = "
       << tripCountText(Lo, Hi, G.Step, TripCountIn::Host)
       << ";\n"
       << In << "__blocks[" << Dim << "] = (__trips[" << Dim << "] + "
       << G.Vector - 1 << ") / " << G.Vector << ";\n"
       << In << "__block[" << Dim << "] = " << G.Vector << ";\n";
  }
  if (K.Lanes && K.Lanes->Dim == 0) // a warp's 32 lanes: one iteration
    OS << In << "__block[1] = __block[0];\n" << In << "__block[0] = 32;\n";
  if (K.Lanes && K.Lanes->Dim == 1) // warps sharing each iteration
    OS << In << "__block[1] = " << K.Lanes->Lanes << ";\n";
  if (K.Persistent)
    OS << In << "__block[0] = cuacc_persistent_threads(&__cuacc_r" << Id
       << ", " << K.VectorWidth << ");\n";
  else if (K.VectorWidth) // the threads of a block share its grid iteration
    OS << In << "__block[0] = " << K.VectorWidth << ";\n";
  if (K.StripDim) {
    unsigned S = *K.StripDim, C = K.Grid[S].Chunk;
    OS << In << "if (__blocks[0] * __blocks[1] * __blocks[2] >= " << C << "L * "
       << K.StripGridBlocks << ")\n"
       << In << "  __blocks[" << S << "] = (__blocks[" << S << "] + " << C - 1
       << ") / " << C << ";\n";
  }
  for (size_t Dim = 0; Dim < K.Grid.size(); ++Dim)
    OS << In << "__grid[" << Dim << "] = __blocks[" << Dim
       << "] < 1 ? 1 : __blocks[" << Dim << "] > " << K.Grid[Dim].MaxBlocks
       << " ? " << K.Grid[Dim].MaxBlocks << " : (unsigned)__blocks[" << Dim
       << "];\n";
}

/// Every thread's copy of each private array of run-time size, in one
/// scratch buffer of at most ScratchBytes: fewer blocks when it
/// would be more (the grid loops stride over the rest).
void HostWriter::scratchBuffer(
    const std::vector<std::pair<std::string, std::string>> &Scratch,
    long ScratchBytes, llvm::raw_ostream &OS, const std::string &In) {
  if (Scratch.empty())
    return;
  OS << In << "long __per_thread = 0;\n";
  for (auto &[Name, Elem] : Scratch)
    OS << In << "__per_thread += (" << Name << "_len > 0 ? " << Name
       << "_len : 0) * (long)sizeof(" << Elem << ");\n";
  OS << In << "while (__grid[0] > 1 && __per_thread * __grid[0] * __grid[1] "
              "* __grid[2] * __block[0] * __block[1] * __block[2] > (1L << "
     << llvm::Log2_64(ScratchBytes) << "))\n"
     << In << "  __grid[0] = (__grid[0] + 1) / 2;\n"
     << In << "long __threads = (long)__grid[0] * __grid[1] * __grid[2] * "
              "__block[0] * __block[1] * __block[2];\n"
     << In << "char *__scratch = (char *)cuacc_scratch(&__cuacc_r" << Id
     << ", (__SIZE_TYPE__)(__per_thread * __threads));\n";
  for (auto &[Name, Elem] : Scratch)
    OS << In << Name << " = __scratch;\n"
       << In << "__scratch += (" << Name << "_len > 0 ? " << Name
       << "_len : 0) * (long)sizeof(" << Elem << ") * __threads;\n";
}

void HostWriter::launch(const KernelDesc &K, unsigned Index,
                        const std::string &Indent) {
  llvm::raw_string_ostream OS(Launches);
  OS << Indent << "{\n";
  std::string In = Indent + "  ";
  auto Scratch = launchArguments(K, OS, In);
  gridShape(K, OS, In);
  if (K.Tiling)
    tiledLaunch(K, Index, OS, In);
  scratchBuffer(Scratch, K.ScratchBytes, OS, In);
  // An empty loop launches nothing (a reduction's variable keeps its value,
  // as in C).
  std::string Kernel = "&__cuacc_r" + Id + ", &__cuacc_k" + Id + "_" +
                       std::to_string(Index) + ", __grid, __block, 0, __args";
  OS << In << "if (__blocks[0] > 0 && __blocks[1] > 0 && __blocks[2] > 0) {\n";
  if (!K.narrowEntry()) {
    OS << In << "  cuacc_launch(" << Kernel << ");\n" << In << "}\n";
    OS << Indent << "}\n";
    return;
  }
  // The entry with int counters when every counter stays below INT_MAX: an
  // iteration index plus at most one pass of the whole grid.
  OS << In << "  int __narrow = " << (K.NarrowPays ? 1 : 0) << ";\n";
  for (size_t Dim = 0; Dim < K.Grid.size(); ++Dim)
    OS << In << "  __narrow &= __trips[" << Dim << "] + (long)__grid[" << Dim
       << "] * " << K.Grid[Dim].Vector * K.Grid[Dim].Chunk
       << " < 2147483647L;\n";
  OS << In << "  if (__narrow)\n"
     << In << "    cuacc_launch_i32(" << Kernel << ");\n"
     << In << "  else\n"
     << In << "    cuacc_launch(" << Kernel << ");\n"
     << In << "}\n";
  if (K.Tiling)
    OS << In << "}\n";
  OS << Indent << "}\n";
}

/// The tiled entries when the nest fills a block's span along x and y, or
/// an exchange block's threads (a thinner one keeps the plain mapping: most
/// of a tiled block would idle): a block of Block threads per Span
/// iterations, one
/// per iteration along z. Where there are several shapes, the runtime
/// picks one from each one's count of blocks. Opens the plain launch's
/// else branch.
void HostWriter::tiledLaunch(const KernelDesc &K, unsigned Index,
                             llvm::raw_ostream &OS, const std::string &In) {
  std::vector<const TilingDesc *> Shapes = K.tilings();
  std::string Z = K.Grid.size() > 2 ? "__trips[2]" : "1";
  // A shape's blocks, or 0 where the nest is thinner than its span or one
  // of its int counters (a trip count plus one grid pass) would not fit.
  OS << In << "long __tb[" << Shapes.size() << "];\n";
  for (size_t I = 0; I < Shapes.size(); ++I) {
    const TilingDesc &T = *Shapes[I];
    // An exchange block's threads cover 32 iterations along each
    // dimension: a nest of 32 fills most of its 64-iteration span too.
    const unsigned SpanX = T.Span[0], SpanY = T.Span[1];
    const unsigned ThinX = T.Exchange ? T.Block[0] : SpanX,
                   ThinY = T.Exchange ? T.Block[0] : SpanY;
    OS << In << "__tb[" << I << "] = __trips[0] >= " << ThinX
       << " && __trips[1] >= " << ThinY
       << (K.Grid.size() > 2 ? " && __trips[2] > 0" : "")
       << " && __trips[0] < 2147483647L - " << 2 * SpanX << "L * "
       << T.MaxBlocksX << " && __trips[1] < 2147483647L - " << 2 * SpanY
       << "L * " << T.MaxBlocksYZ << " && __trips[2] < 2147483647L - "
       << 2 * T.MaxBlocksYZ << "L ? (__trips[0] + " << SpanX - 1 << ") / "
       << SpanX << " * ((__trips[1] + " << SpanY - 1 << ") / " << SpanY
       << ") * " << Z << " : 0;\n";
  }
  OS << In << "int __ts = cuacc_pick_tile(&__cuacc_r" << Id << ", &"
     << tiledKernel(Index, 0) << ", __tb, " << Shapes.size() << ");\n";
  for (size_t I = 0; I < Shapes.size(); ++I) {
    const TilingDesc &T = *Shapes[I];
    OS << In << (I ? "} else if" : "if") << " (__ts == " << I << ") {\n";
    for (size_t Dim = 0; Dim < 3; ++Dim) {
      std::string D = std::to_string(Dim);
      if (Dim < 2)
        OS << In << "  __blocks[" << D << "] = (__trips[" << D << "] + "
           << T.Span[Dim] - 1 << ") / " << T.Span[Dim] << ";\n";
      else
        OS << In << "  __blocks[2] = " << Z << ";\n";
      long Max = Dim < K.Grid.size() ? K.Grid[Dim].MaxBlocks : 1;
      OS << In << "  __block[" << D << "] = " << (Dim < 2 ? T.Block[Dim] : 1)
         << ";\n"
         << In << "  __grid[" << D << "] = __blocks[" << D << "] > " << Max
         << " ? " << Max << " : (unsigned)__blocks[" << D << "];\n";
    }
    OS << In << "  cuacc_launch(&__cuacc_r" << Id << ", &" << tiledKernel(Index, I)
       << ", __grid, __block, 0, __args);\n";
  }
  OS << In << "} else {\n";
}

/// The descriptor of kernel Index's tiled entry of shape Shape.
std::string HostWriter::tiledKernel(unsigned Index, size_t Shape) const {
  return "__cuacc_k" + Id + "_" + std::to_string(Index) + "t" +
         (Shape ? std::to_string(Shape) : "");
}

/// Whether Steps only launch kernels and loop: nothing a CUDA graph's
/// capture cannot hold (a scratch buffer's allocation, a tiled kernel's
/// shape choice, which may time a launch, another choice).
static bool capturable(const std::vector<HostStepDesc> &Steps,
                       const std::vector<KernelDesc> &Kernels) {
  return llvm::all_of(Steps, [&](const HostStepDesc &St) {
    if (St.Kind == HostStepDesc::What::Loop)
      return capturable(St.Body, Kernels);
    if (St.Kind != HostStepDesc::What::Launch)
      return false;
    const KernelDesc &K = Kernels[St.Kernel];
    return !K.Tiling && llvm::none_of(K.Params, [](const ParamDesc &P) {
      return P.Source == ParamSource::ScratchBuffer;
    });
  });
}

/// The runtime's choice for a sequential loop (cuacc_persistent_choice):
/// the persistent kernel across the grid (where it has that entry and the
/// cooperative launch can keep its blocks co-resident; else the choice
/// again without it), in one block, or the host loop around the kernels.
void HostWriter::choice(const HostStepDesc &St, const std::string &Indent) {
  const KernelDesc &K = D.Kernels[St.Kernel];
  std::string Kernel = "__cuacc_k" + Id + "_" + std::to_string(St.Kernel);
  llvm::raw_string_ostream OS(Launches);
  OS << Indent << "{\n";
  std::string In = Indent + "  ";
  OS << In << "const double __cost[4] = {" << Call.tripSum(St.Phases) << ", "
     << Call.tripSum(St.Elements) << ", " << Call.tripSum(St.Launches) << ", "
     << Call.tripSum(St.HostedPhases) << "};\n"
     << In << "int __how = cuacc_persistent_choice(&__cuacc_r" << Id
     << ", __cost, " << K.VectorWidth << ", "
     << (K.GridEntry ? "&" + Kernel + "g" : "0") << ");\n";
  if (K.GridEntry) {
    OS << In << "if (__how == CUACC_PERSISTENT_GRID) {\n";
    launchArguments(K, OS, In + "  ");
    OS << In << "  unsigned __block[3] = {(unsigned)cuacc_persistent_threads("
       << "&__cuacc_r" << Id << ", " << K.VectorWidth << "), 1, 1};\n"
       << In << "  if (!cuacc_launch_grid(&__cuacc_r" << Id << ", &" << Kernel
       << "g, __block, __cost, __args))\n"
       << In << "    __how = cuacc_persistent_choice(&__cuacc_r" << Id
       << ", __cost, " << K.VectorWidth << ", 0);\n"
       << In << "}\n";
  }
  OS << In << "if (__how == CUACC_PERSISTENT_BLOCK) {\n";
  launch(K, St.Kernel, In + "  ");
  OS << In << "} else if (__how == CUACC_PERSISTENT_HOST) {\n";
  if (capturable(St.Body, D.Kernels))
    OS << In << "  cuacc_persistent_capture(&__cuacc_r" << Id << ");\n";
  steps(St.Body, In + "  ");
  OS << In << "}\n"
     << In << "cuacc_persistent_done(&__cuacc_r" << Id << ");\n"
     << Indent << "}\n";
}

void HostWriter::steps(const std::vector<HostStepDesc> &Steps,
                       const std::string &Indent) {
  for (const HostStepDesc &St : Steps) {
    if (St.Kind == HostStepDesc::What::Launch) {
      launch(D.Kernels[St.Kernel], St.Kernel, Indent);
      continue;
    }
    if (St.Kind == HostStepDesc::What::Choice) {
      choice(St, Indent);
      continue;
    }
    std::string Lo = hostValue(St.Bounds.Lower, St.Bounds.LowerTerms),
                Hi = hostValue(St.Bounds.Upper, St.Bounds.UpperTerms);
    std::string T = "__t" + std::to_string(St.Loop);
    int64_t Step = St.Bounds.Step;
    llvm::raw_string_ostream OS(Launches);
    if (Step > 0)
      OS << Indent << "for (long " << T << " = " << Lo << "; " << T
         << " <= " << Hi << "; " << T << " += " << Step << ") {\n";
    else
      OS << Indent << "for (long " << T << " = " << Hi << "; " << T
         << " >= " << Lo << "; " << T << " -= " << -Step << ") {\n";
    steps(St.Body, Indent + "  ");
    OS << Indent << "}\n";
  }
}

std::string HostWriter::definition() {
  size_t N = D.Items.size() + D.Slots.size();
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "static cuacc_region __cuacc_r" << Id << " = "
     << regionDescriptor(D.File, D.Function, D.Line, D.Construct, false)
     << ";\n";
  // Entry: the kernel's name and Suffix; the code it launches is another
  // kernel's of the same shape where Images says so.
  auto Kernel = [&](const std::string &Var, const KernelDesc &K,
                    const std::string &Suffix) {
    OS << "static cuacc_kernel " << Var << " = {&__cuacc_module, \""
       << K.Name << Suffix << "\", " << K.Line << ", 0";
    if (auto It = Images.find(K.Name); It != Images.end())
      OS << ", \"" << It->second << Suffix << "\"";
    OS << "};\n";
    Kernels.push_back(Var);
  };
  for (size_t K = 0; K < D.Kernels.size(); ++K)
    Kernel("__cuacc_k" + Id + "_" + std::to_string(K), D.Kernels[K], "");
  for (size_t K = 0; K < D.Kernels.size(); ++K)
    if (D.Kernels[K].GridEntry)
      Kernel("__cuacc_k" + Id + "_" + std::to_string(K) + "g", D.Kernels[K],
             "_grid");
  for (size_t K = 0; K < D.Kernels.size(); ++K) {
    std::vector<const TilingDesc *> Shapes = D.Kernels[K].tilings();
    for (size_t S = 0; S < Shapes.size(); ++S)
      Kernel(tiledKernel(unsigned(K), S), D.Kernels[K], Shapes[S]->Entry);
  }
  OS << "static int __cuacc_region" << Id
     << "(void **__v, const long *__l, int __cond) {\n"
     << "  cuacc_data __d[" << (N ? N : 1) << "];\n"
     << Items << HostChoice << "  if (!cuacc_region_enter(&__cuacc_r" << Id << ", __d, " << N
     << ", __cond))\n    return " << OnHost << ";\n"
     << Launches << "  cuacc_region_exit(&__cuacc_r" << Id << ", __d, " << N
     << ");\n" << Finish << "  return 1;\n}\n";
  return Out;
}

RegionCode HostWriter::write() {
  std::string SlotSections;
  slotCopies(SlotSections);
  Items += Call.items(D.Items, "__d");
  Items += SlotSections;
  overlapChecks();
  if (D.HostRun)
    HostChoice = "  if (__cond && " +
                 Call.hostPays("__cuacc_r" + Id, "__d",
                               D.Items.size() + D.Slots.size(), *D.HostRun) +
                 ")\n    return " + OnHost + ";\n";
  lastIndexValues();
  steps(D.Steps, "  ");
  std::string Fn = "__cuacc_region" + Id;
  RegionCode Code;
  // Never inlined: the user's function keeps its size, so that where the
  // plain build inlines it (and learns that its arrays do not overlap, its
  // bounds' values), the cuacc build does too, for the host code's sake.
  Code.Prototype = "static __attribute__((noinline)) int " + Fn +
                   "(void **, const long *, int);";
  Code.Definition = definition();
  Code.Kernels = Kernels;
  std::string Run = Fn + "(" + Call.arguments() + ", " + D.Condition + ")";
  Code.Call = Run;
  if (Versioned)
    Code.CallPrefix = quiet("int __cuacc_s" + Id + " = " + Run + "; ") +
                      "if (__cuacc_s" + Id + " != 1) ";
  else
    Code.CallPrefix = quiet("if (!" + Run + ") ");
  return Code;
}

RegionCode cuacc::printRegionHost(const RegionDesc &D, unsigned Index,
                                  bool Versioned,
                                  const KernelImageNames &Images) {
  return HostWriter(D, Index, Versioned, Images).write();
}
