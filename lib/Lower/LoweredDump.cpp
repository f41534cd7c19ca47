//===- LoweredDump.cpp - dump=lowered --------------------------------------===//
//
// A region's lowered description in a stable, readable form: one line per
// decision, so that tests check what was decided rather than the CUDA text
// it prints as.
//
//===----------------------------------------------------------------------===//

#include "Lower/Lower.h"
#include "clang/AST/Decl.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuacc;
using namespace clang;

namespace {

const char *sourceName(ParamSource S) {
  switch (S) {
  case ParamSource::Array: return "array item";
  case ParamSource::Reduction: return "reduction slot";
  case ParamSource::Slot: return "scalar slot";
  case ParamSource::HostLoopIndex: return "host loop";
  case ParamSource::Value: return "value";
  case ParamSource::ScratchBuffer: return "scratch";
  case ParamSource::ScratchLower: return "scratch lower";
  case ParamSource::Extent: return "extent";
  case ParamSource::Invariant: return "invariant";
  }
  llvm_unreachable("a parameter source without a name");
}

void printTerms(llvm::raw_ostream &OS, const std::vector<HostIndexTerm> &T) {
  for (const HostIndexTerm &Term : T)
    OS << " + " << Term.Coef << " * host loop " << Term.Loop;
}

void printBounds(llvm::raw_ostream &OS, const HostLoopBounds &B) {
  OS << "[" << B.Lower;
  printTerms(OS, B.LowerTerms);
  OS << " .. " << B.Upper;
  printTerms(OS, B.UpperTerms);
  OS << "] step " << B.Step;
}

void printParams(llvm::raw_ostream &OS, const KernelDesc &K) {
  for (const ParamDesc &P : K.Params) {
    OS << "    param " << P.Type << (P.Type.back() == '*' ? "" : " ") << P.Name
       << ": " << sourceName(P.Source);
    switch (P.Source) {
    case ParamSource::Array:
    case ParamSource::Reduction:
    case ParamSource::Slot:
      OS << " " << P.Item;
      break;
    case ParamSource::HostLoopIndex:
      OS << " " << P.Item;
      break;
    case ParamSource::ScratchBuffer:
      OS << " (" << P.Text << ") x " << P.Element << " per thread";
      break;
    case ParamSource::ScratchLower:
    case ParamSource::Extent:
    case ParamSource::Invariant:
      OS << " " << P.Text;
      break;
    case ParamSource::Value:
      break;
    }
    OS << "\n";
  }
}

void printGrid(llvm::raw_ostream &OS, const KernelDesc &K) {
  for (size_t D = 0; D < K.Grid.size(); ++D) {
    const GridLoopDesc &G = K.Grid[D];
    OS << "    grid " << "xyz"[D] << ": line " << G.Line << " " << G.IndexType
       << " " << G.Index << " in [" << G.Lower << " .. " << G.Upper
       << "] step " << G.Step;
    if (G.ThreadDim)
      OS << ", threads." << G.ThreadDim << " vector(" << G.Vector << ")";
    else
      OS << ", an iteration per block";
    if (G.Chunk > 1)
      OS << " chunk(" << G.Chunk << ")";
    if (G.Clamp)
      OS << " clamped";
    OS << ", at most " << G.MaxBlocks << " blocks\n";
    if (!G.HostLowerTerms.empty() || !G.HostUpperTerms.empty()) {
      OS << "      host computes [" << G.HostLower;
      printTerms(OS, G.HostLowerTerms);
      OS << " .. " << G.HostUpper;
      printTerms(OS, G.HostUpperTerms);
      OS << "]\n";
    }
  }
  if (K.StripDim)
    OS << "    strips along " << "xyz"[*K.StripDim] << " when the grid has "
       << K.Grid[*K.StripDim].Chunk << " x " << K.StripGridBlocks
       << " blocks\n";
}

/// The tiled entries: the largest shape in full, the smaller ones by shape.
void printTilings(llvm::raw_ostream &OS, const KernelDesc &K) {
  if (K.Tiling)
    K.Tiling->print(OS);
  for (const TilingDesc &S : K.SmallerTilings)
    OS << "    smaller tiled entry " << K.Name << S.Entry << ": " << S.Block[0]
       << "x" << S.Block[1] << " threads for " << S.Span[0] << "x" << S.Span[1]
       << " iterations, " << S.Copies << "x" << S.Copies
       << " per thread; the runtime picks it when the larger one's blocks "
          "would not fill the GPU\n";
}

/// A serial kernel's vector loops, by line: what each spreads over the
/// block's threads (or the grid's) and what it combines across them.
static void printVectorLoops(llvm::raw_ostream &OS, const KernelDesc &K) {
  std::vector<const VectorLoopDesc *> Vectors;
  for (const auto &[Stmt, V] : K.Vectors)
    Vectors.push_back(&V);
  llvm::sort(Vectors, [](const VectorLoopDesc *A, const VectorLoopDesc *B) {
    return A->Line < B->Line;
  });
  for (const VectorLoopDesc *V : Vectors) {
    OS << "    vector: line " << V->Line << " " << V->IndexType << " "
       << V->Index << " in [" << V->Lower << " .. " << V->Upper << "] step "
       << V->Step;
    for (const VectorLoopDesc::InnerDesc &I : V->Inner)
      OS << " with " << I.IndexType << " " << I.Index << " in [" << I.Lower
         << " .. " << I.Upper << "] step " << I.Step;
    if (V->Lanes)
      OS << ", a warp an iteration, with " << V->Lanes->IndexType << " "
         << V->Lanes->Index << " in [" << V->Lanes->Lower << " .. "
         << V->Lanes->Upper << "] step " << V->Lanes->Step
         << " across its 32 lanes,";
    if (V->NoBarrierAfter)
      OS << " (no barrier before the next),";
    OS << " across " << K.VectorWidth << " threads (x)"
       << (K.GridEntry ? ", or every block's (" + K.Name + "_grid)" : "");
    for (const ReductionDesc &R : V->Reductions)
      OS << ", " << reductionName(R.Op) << " " << R.Type << " " << R.Name
         << " across the block";
    for (const VectorLoopDesc::ElementDesc &E : V->Elements)
      OS << ", " << reductionName(E.Reduction.Op) << " " << E.Reduction.Type
         << " element into register " << E.Reduction.Name << " ("
         << E.Refs.size() << " references) across the block";
    OS << "\n";
  }
}

void printLocals(llvm::raw_ostream &OS, const KernelDesc &K) {
  for (const PrivateScalar &P : K.Privates)
    OS << "    private " << P.Type << " " << P.Name << "\n";
  for (const SlotAccess &S : K.SlotScalars)
    OS << "    slot scalar " << S.Type << " " << S.Name
       << (S.Load ? ", loaded" : "") << (S.Store ? ", stored" : "") << "\n";
  if (!K.SlotDecls.empty()) {
    std::vector<std::string> Names;
    for (const VarDecl *V : K.SlotDecls)
      Names.push_back(V->getName().str());
    llvm::sort(Names);
    for (const std::string &N : Names)
      OS << "    declaration of " << N << " assigns its slot\n";
  }
  for (const LocalArray &L : K.Locals)
    OS << "    local " << L.ElementType << " " << L.Name << "[" << L.Size
       << "]\n";
  for (const ParamDesc &P : K.Params) // in order, unlike K.Scratch
    if (P.Source == ParamSource::ScratchBuffer)
      OS << "    scratch " << P.Var->getName() << " (all threads' copies "
         << K.ScratchBytes << " bytes at most)\n";
  for (const auto &[S, U] : K.AtomicUpdates) {
    std::string Element;
    llvm::raw_string_ostream ES(Element);
    U.Element->printPretty(ES, nullptr, PrintingPolicy(LangOptions()));
    OS << "    atomic update of " << ES.str() << " by " << U.Functor << "\n";
  }
  for (const FirstprivateCopy &C : K.FirstprivateCopies)
    OS << "    firstprivate " << C.Var->getName() << " starts from " << C.From
       << "\n";
  for (const LastprivateCopy &C : K.LastprivateCopies)
    OS << "    lastprivate " << C.Var->getName() << " goes back to " << C.To
       << "[" << C.To << "_lo + e], e < " << C.To
       << "_n, from the grid's last iteration\n";
  for (const ReductionDesc &R : K.Reductions)
    OS << "    reduction " << reductionName(R.Op) << " " << R.Type << " "
       << R.Name << " (" << R.Functor << ", identity " << R.Identity
       << ", slot " << R.Slot << (K.WarpCombine ? ", warp first" : "")
       << ")\n";
  if (K.Lanes) {
    const LaneDesc &L = *K.Lanes;
    OS << "    lanes: line " << L.Line << " " << L.IndexType << " " << L.Index
       << " in [" << L.Lower << " .. " << L.Upper << "] step " << L.Step
       << " across " << L.Lanes << (L.Dim == 0 ? " lanes (x)" : " warps (y)");
    for (const LaneDesc::Reduced &R : L.Reductions) {
      OS << ", " << reductionName(R.Reduction.Op) << " " << R.Reduction.Type
         << " " << R.Reduction.Name;
      if (R.Element)
        OS << " for an element of " << R.Reduction.Var->getName() << " ("
           << R.Refs.size() << " references)";
    }
    OS << ", " << L.LaneZeroOnly.size() << " statements on lane 0 alone\n";
  }
  printVectorLoops(OS, K);
  if (!K.SingleThread.empty())
    OS << "    " << K.SingleThread.size()
       << " statements outside the vector loops in thread 0\n";
  if (!K.LeftOut.empty())
    OS << "    " << K.LeftOut.size()
       << " statements of its inner loops left to other kernels\n";
  for (const TileDesc &T : K.Tiles) {
    OS << "    tile " << T.ElementType << " " << T.Name;
    for (unsigned E : T.Extent)
      OS << "[" << E << "]";
    OS << " along";
    for (size_t D = 0; D < T.Grid.size(); ++D)
      OS << " " << "xyz"[T.Grid[D]] << "(" << T.Lo[D] << ".." << T.Hi[D]
         << ")";
    OS << ", " << T.Refs.size() << " references\n";
  }
  printTilings(OS, K);
  std::vector<int64_t> Unrolls;
  for (const auto &[Loop, Count] : K.Unroll)
    Unrolls.push_back(Count);
  llvm::sort(Unrolls);
  for (int64_t Count : Unrolls)
    OS << "    unroll(" << Count << ") inner loop\n";
  for (const FunctionDecl *F : K.DeviceFunctions)
    OS << "    device function " << F->getName() << "\n";
}

/// A sum of products of trip counts: "[lo .. hi step s] * [..] + ...".
void printTrips(llvm::raw_ostream &OS, const TripTextSum &Sum) {
  for (size_t I = 0; I < Sum.size(); ++I) {
    OS << (I ? " + " : "");
    if (Sum[I].empty())
      OS << "1";
    for (size_t J = 0; J < Sum[I].size(); ++J)
      OS << (J ? " * " : "") << "[" << Sum[I][J].Lower << " .. "
         << Sum[I][J].Upper << " step " << Sum[I][J].Step << "]";
  }
  if (Sum.empty())
    OS << "0";
}

void printSteps(llvm::raw_ostream &OS, const RegionDesc &R,
                const std::vector<HostStepDesc> &Steps, unsigned Indent) {
  for (const HostStepDesc &S : Steps) {
    OS.indent(Indent);
    if (S.Kind == HostStepDesc::What::Launch) {
      OS << "launch " << R.Kernels[S.Kernel].Name << "\n";
      continue;
    }
    if (S.Kind == HostStepDesc::What::Choice) {
      OS << "launch " << R.Kernels[S.Kernel].Name
         << (R.Kernels[S.Kernel].GridEntry
                 ? " (persistent, in one block or across the grid)"
                 : " (persistent)")
         << " where it pays: phases ";
      printTrips(OS, S.Phases);
      OS << ", elements ";
      printTrips(OS, S.Elements);
      OS << ", launches ";
      printTrips(OS, S.Launches);
      if (!S.HostedPhases.empty()) {
        OS << " and their phases ";
        printTrips(OS, S.HostedPhases);
      }
      OS << "; otherwise\n";
      printSteps(OS, R, S.Body, Indent + 2);
      continue;
    }
    OS << "host loop line " << S.Line << " ";
    printBounds(OS, S.Bounds);
    OS << "\n";
    printSteps(OS, R, S.Body, Indent + 2);
  }
}

} // namespace

void RegionDesc::print(llvm::raw_ostream &OS) const {
  OS << "  region " << File << ":" << Line << " in " << Function << ", if "
     << Condition << "\n";
  for (size_t I = 0; I < Items.size(); ++I) {
    const DataItemDesc &D = Items[I];
    OS << "  item " << I << ": " << spelling(D.Clause) << " " << D.ElementType
       << " " << D.Name;
    for (size_t K = 0; K < D.Lower.size(); ++K)
      OS << "[" << D.Lower[K] << " .. " << D.Upper[K] << "]";
    OS << " rank " << D.Rank << (D.CoversTouched ? "" : ", may not hold all it touches")
       << "\n";
  }
  for (const ScalarSlot &Sl : Slots)
    OS << "  slot " << Sl.Slot << ": " << Sl.Type << " " << Sl.Name << ", "
       << Sl.clause() << "\n";
  for (const Overlap &O : OverlapChecks)
    OS << "  overlap check " << O.NameA << " " << O.NameB << "\n";
  for (const LastIndexDesc &L : LastIndices) {
    OS << "  last index " << L.Type << " " << L.Var->getName() << " of";
    for (const HostLoopBounds &B : L.Nest) {
      OS << " ";
      printBounds(OS, B);
    }
    OS << "\n";
  }
  for (const KernelDesc &K : Kernels) {
    OS << "  kernel " << K.Name << " line " << K.Line
       << (K.Serial ? " serial" : "")
       << (K.narrowEntry() ? (K.NarrowPays ? ", int counters when they fit"
                                         : ", long counters")
                         : "")
       << "\n";
    printParams(OS, K);
    printGrid(OS, K);
    printLocals(OS, K);
  }
  printSteps(OS, *this, Steps, 2);
  if (HostRun) {
    OS << "  on the host where it pays: iterations ";
    printTrips(OS, HostRun->Work);
    OS << ", in one block ";
    printTrips(OS, HostRun->InBlock);
    OS << ", launches ";
    printTrips(OS, HostRun->Launches);
    OS << (HostRun->MayAlias ? ", its arrays may overlap" : "") << "\n";
  }
}
