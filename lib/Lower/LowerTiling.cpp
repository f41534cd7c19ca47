//===- LowerTiling.cpp - a tile plan as the tile printer needs it ---------===//

#include "Lower/TilingDesc.h"
#include "Analysis/CTypes.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuacc;
using namespace clang;

/// The statements of a tiled body that write memory (or call): copies
/// past the loops' ends skip them. A held element is a register in the
/// loop: its writes there are not to memory.
static std::set<const Stmt *> guarded(const std::vector<const Stmt *> &Stmts,
                                      const RegionModel &M,
                                      const std::vector<TileHeldDesc> &Held) {
  std::set<const Expr *> InRegister;
  for (const TileHeldDesc &H : Held)
    InRegister.insert(H.Refs.begin(), H.Refs.end());
  std::set<const Stmt *> Out;
  for (const Stmt *S : Stmts) {
    if (isa<DeclStmt>(S))
      continue;
    llvm::ArrayRef<const Stmt *> Under = M.facts().subtree(S);
    std::set<const Stmt *> Seen(Under.begin(), Under.end());
    bool Writes = false;
    for (const ArrayAccess &A : M.Accesses)
      Writes |= A.IsWrite && Seen.count(A.E) && !InRegister.count(A.E);
    for (const Stmt *X : Seen)
      Writes |= isa<CallExpr>(X);
    if (Writes)
      Out.insert(S);
  }
  return Out;
}

/// The sequential loop as kernel text, and the body split around it.
static void lowerSeqLoop(TilingDesc &T, const Loop &L, const Stmt *Body,
                         const RegionModel &M) {
  auto Text = [&](const LinearExpr &E) {
    return "(" + E.str({[&](Atom A) { return M.kernelName(A); }, nullptr}) + ")";
  };
  T.Seq = L.Stmt;
  T.SeqVar = L.Index;
  T.SeqIndex = L.Index->getName().str();
  T.SeqType = plainTypeName(L.Index->getType(), L.Index->getASTContext());
  T.SeqLower = Text(L.Lower);
  T.SeqUpper = Text(L.Upper);
  T.SeqStep = L.Step;
  bool After = false;
  for (const Stmt *S : statementsOf(Body)) {
    if (S == L.Stmt)
      After = true;
    else
      (After ? T.After : T.Before).push_back(S);
  }
}

TilingDesc cuacc::lowerTiling(const TilePlan &P, const RegionModel &M,
                              const Stmt *Body, ASTContext &Ctx) {
  using namespace tiling;
  TilingDesc T;
  T.Exchange = P.Exchange;
  T.ComputeFast = P.ComputeFast;
  T.Block[0] = P.Exchange ? ExchangeSpan : Threads;
  T.Block[1] = P.Exchange ? ExchangeRows : Threads;
  T.Span[0] = P.Exchange ? P.exchangeSpan(0) : Span;
  T.Span[1] = P.Exchange ? P.exchangeSpan(1) : Span;
  for (unsigned G : P.Grid)
    T.GridIndex.push_back(M.Loops[G].Index);
  if (P.Exchange)
    T.Before = statementsOf(Body);
  else
    lowerSeqLoop(T, M.Loops[P.SeqLoop], Body, M);
  T.Vector4 = !P.Exchange;
  T.TileStep = P.SeqStep;
  // 4-byte operands and scalars fit 128 registers a thread (the measured
  // R16 design): launch bounds of two blocks an SM keep nvcc there.
  bool Narrow = !P.Exchange;
  for (size_t I = 0; I < P.Operands.size(); ++I) {
    const StagedOperand &O = P.Operands[I];
    QualType Elem = O.Access->E->getType();
    TileOperandDesc D{"__tile" + std::to_string(I), O.Name,
                      elementType(O.Var, Ctx), P.shape(O), O.Dim,
                      O.SeqContiguous,
                      unsigned(Ctx.getTypeSizeInChars(Elem).getQuantity()),
                      O.Access->E,
                      std::set<const Expr *>(O.Refs.begin(), O.Refs.end())};
    T.Vector4 &= D.ElementType == "float";
    Narrow &= D.ElementBytes <= 4;
    T.Operands.push_back(std::move(D));
  }
  // Each copy's own scalars: those the body declares or assigns (the
  // sequential index excepted: one per step, shared by the copies).
  for (const Decl *D : M.facts().declsUnder(Body))
    if (const auto *V = dyn_cast<VarDecl>(D))
      T.PerCopy.insert(V);
  for (const VarDecl *V : M.facts().uses(Body).Assigned)
    if (V->getType()->isScalarType() && !V->getType()->isPointerType())
      T.PerCopy.insert(V);
  T.PerCopy.erase(T.SeqVar);
  for (const VarDecl *V : T.PerCopy)
    Narrow &= Ctx.getTypeSizeInChars(V->getType()).getQuantity() <= 4;
  for (const HeldElement &H : P.Held) {
    QualType Elem = H.Access->E->getType().getUnqualifiedType();
    T.Held.push_back({H.Access->Name, plainTypeName(Elem, Ctx), H.Access->E,
                      std::set<const Expr *>(H.Refs.begin(), H.Refs.end())});
    Narrow &= Ctx.getTypeSizeInChars(Elem).getQuantity() <= 4;
  }
  T.MinBlocks = Narrow ? tiling::MinBlocks : 0;
  std::vector<const Stmt *> Candidates = T.Before;
  if (T.Seq)
    for (const Stmt *S : statementsOf(T.Seq->getBody()))
      Candidates.push_back(S);
  T.Guarded = guarded(Candidates, M, T.Held);
  return T;
}

TilingDesc cuacc::smallerTiling(const TilingDesc &T, unsigned Copies) {
  TilingDesc S = T;
  S.Copies = Copies;
  S.Span[0] = S.Span[1] = S.Threads * Copies;
  S.Entry = "_tiled" + std::to_string(S.Span[0]);
  S.MinBlocks = 0; // few registers anyway
  return S;
}

/// The tiled entry: block shape, the strip-mined loop, each staged
/// operand, the copies' own scalars and the statements live copies alone
/// run.
void TilingDesc::print(llvm::raw_ostream &OS) const {
  const TilingDesc &T = *this;
  OS << "    tiled: " << Block[0] << "x" << Block[1] << " threads for "
     << Span[0] << "x" << Span[1] << " iterations, at most " << MaxBlocksX
     << " x " << MaxBlocksYZ << " blocks";
  if (!Exchange)
    OS << ", " << Copies << "x" << Copies << " per thread in groups of "
       << Group << ", warps of " << WarpX << "x" << 32 / WarpX
       << " threads, tile rows padded by " << Pad;
  if (Exchange)
    OS << ", exchange through shared memory, threads' x along "
       << "xy"[ComputeFast] << "\n";
  else
    OS << "; " << T.SeqType << " " << T.SeqIndex << " in [" << T.SeqLower
       << " .. " << T.SeqUpper << "] step " << T.SeqStep << " in steps of "
       << TileStep << ", double-buffered through registers"
       << (MinBlocks ? ", " + std::to_string(MinBlocks) + " blocks an SM" : "")
       << (T.Vector4 ? ", 16-byte shared reads" : "") << "\n";
  for (const TileOperandDesc &O : T.Operands) {
    OS << "    cached " << O.ElementType << " " << O.Array << " [" << O.Shape
       << "] as " << O.Tile;
    if (Exchange)
      OS << "[" << Span[1] << "][" << (Span[0] | 1)
         << "], loaded with the threads' x along " << "xy"[O.Dim] << "\n";
    else
      OS << "[2][" << T.TileStep << "][" << T.Threads * T.Copies + T.Pad
         << "] along " << "xy"[O.Dim] << ", loaded "
         << (O.SeqContiguous ? "sequential index" : "grid index") << " first, "
         << O.Refs.size() << " reference" << (O.Refs.size() == 1 ? "" : "s")
         << "\n";
  }
  std::vector<std::string> Names;
  for (const VarDecl *V : T.PerCopy)
    Names.push_back(V->getName().str());
  std::sort(Names.begin(), Names.end());
  for (const TileHeldDesc &H : T.Held)
    OS << "    held " << H.Type << " " << H.Array
       << " in a register a copy across the sequential loop, "
       << H.Refs.size() << " reference" << (H.Refs.size() == 1 ? "" : "s")
       << "\n";
  OS << "    per copy:";
  for (const std::string &N : Names)
    OS << " " << N;
  OS << "; " << T.Guarded.size() << " statements in live copies only\n";
}
