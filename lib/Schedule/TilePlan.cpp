//===- TilePlan.cpp - reuse analysis and shared-memory tile plans ---------===//

#include "Schedule/TilePlan.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace cuacc;
using namespace clang;

namespace {

/// What the jammed copies of a body cannot be printed from: control that
/// leaves the body, loops other than the planned one, memory reached
/// other than through the array references the model sees, calls that may
/// write memory, and declarations that are not plain scalars (each copy
/// gets its own scalar) or that write memory. Empty if none.
const char *unjammable(const Stmt *S, const ForStmt *Seq) {
  if (isa<WhileStmt, DoStmt, GotoStmt, LabelStmt, ReturnStmt, IndirectGotoStmt,
          SwitchStmt>(S))
    return "control flow";
  if (isa<BreakStmt, ContinueStmt>(S))
    return "break or continue";
  if (const auto *F = dyn_cast<ForStmt>(S); F && F != Seq)
    return "a second inner loop";
  if (const auto *U = dyn_cast<UnaryOperator>(S);
      U && (U->getOpcode() == UO_Deref || U->getOpcode() == UO_AddrOf))
    return "pointer dereference";
  if (isa<MemberExpr>(S))
    return "member access";
  if (const auto *C = dyn_cast<CallExpr>(S); C && passesPointer(C))
    return "call with a pointer argument";
  return nullptr;
}

const char *unjammable(const Decl *D) {
  const auto *V = dyn_cast<VarDecl>(D);
  if (V && (!V->getType()->isScalarType() || V->getType()->isPointerType() ||
            V->getStorageClass() != SC_None))
    return "a local that is not a plain scalar";
  return nullptr;
}

class Planner {
public:
  Planner(const RegionAnalysis &R, const std::vector<unsigned> &Grid,
          const std::vector<const ArrayAccess *> &Refs)
      : M(R.Model), Grid(Grid), Refs(Refs) {}
  std::optional<TilePlan> run(unsigned Seq);

private:
  const RegionModel &M;
  const std::vector<unsigned> &Grid;
  const std::vector<const ArrayAccess *> &Refs;
  std::set<const VarDecl *> Assigned, Declared;
  TilePlan P;

  bool writtenInKernel(const VarDecl *V) const {
    for (const ArrayAccess *A : Refs)
      if (A->Array == V && A->IsWrite)
        return true;
    return false;
  }
  bool invariantAtoms(const ArrayAccess &A) const;
  void classify(const ArrayAccess &A);
  void holdElements();
  bool jammable(const Stmt *BodyStmt, const ForStmt *Seq);
  bool arithmeticOperands() const;
  void chooseSeqStep();
  const Stmt *gridBody() const;
  std::optional<unsigned> contiguousAlong(const ArrayAccess &A) const;

public:
  std::optional<TilePlan> exchange();
};

/// Every atom of the subscripts is a grid or sequential index or a value
/// the kernel does not change: the tile load evaluates the reference at
/// other iterations.
bool Planner::invariantAtoms(const ArrayAccess &A) const {
  for (const Subscript &S : A.Subscripts)
    for (const auto &[Mono, Coef] : S.Expr.terms())
      for (Atom At : Mono) {
        const AtomInfo &Info = M.Atoms[At];
        if (Info.IsIndex) {
          unsigned L = unsigned(Info.Loop);
          if (L != P.SeqLoop &&
              std::find(Grid.begin(), Grid.end(), L) == Grid.end())
            return false;
        } else if (Assigned.count(Info.Var) || Declared.count(Info.Var)) {
          return false;
        }
      }
  return true;
}

void Planner::classify(const ArrayAccess &A) {
  RefReuse U{&A, {true, true}, M.isInside(A, P.SeqLoop)};
  bool Affine = A.allAffine() && A.Array;
  for (unsigned D = 0; D < 2; ++D)
    for (const Subscript &S : A.Subscripts)
      U.Invariant[D] &= Affine && !S.Expr.mentions(M.Loops[Grid[D]].IndexAtom);
  Atom K = M.Loops[P.SeqLoop].IndexAtom;
  bool MovesWithSeq = false;
  for (const Subscript &S : A.Subscripts)
    MovesWithSeq |= S.Expr.mentions(K);
  if (!U.InSeqLoop)
    U.Note = "outside the sequential loop";
  else if (!Affine || !invariantAtoms(A))
    U.Note = "subscripts not affine in the indices";
  else if (A.IsWrite || writtenInKernel(A.Array))
    U.Note = "written in the kernel";
  else if (U.Invariant[0] && U.Invariant[1])
    U.Note = "the same for every iteration of the block";
  else if (!U.Invariant[0] && !U.Invariant[1])
    U.Note = "no reuse: moves with x and y";
  else if (!MovesWithSeq)
    U.Note = "no reuse: invariant along the sequential loop";
  else if (!A.Array->getType().getNonReferenceType()->isPointerType() &&
           !A.Array->getType().getNonReferenceType()->isArrayType())
    U.Note = "not an array";
  else {
    // Staged: one operand per array and subscripts.
    unsigned Dim = U.Invariant[0] ? 1 : 0;
    for (size_t O = 0; O < P.Operands.size() && U.Operand < 0; ++O) {
      const ArrayAccess &B = *P.Operands[O].Access;
      bool Same = B.Array == A.Array &&
                  B.Subscripts.size() == A.Subscripts.size();
      for (size_t S = 0; Same && S < A.Subscripts.size(); ++S)
        Same = B.Subscripts[S].Expr == A.Subscripts[S].Expr;
      if (Same)
        U.Operand = int(O);
    }
    if (U.Operand < 0) {
      StagedOperand O{A.Array, A.Name, Dim, false, false, &A, {}};
      Atom G = M.Loops[Grid[Dim]].IndexAtom;
      const LinearExpr &Last = A.Subscripts.back().Expr;
      int64_t CK = Last.coefficient(K);
      O.SeqContiguous = (CK == 1 || CK == -1) && !Last.mentions(G);
      for (const Subscript &S : A.Subscripts) {
        if (S.Expr.mentions(G))
          break;
        O.SeqOuter |= S.Expr.mentions(K);
      }
      U.Operand = int(P.Operands.size());
      P.Operands.push_back(std::move(O));
    }
    P.Operands[unsigned(U.Operand)].Refs.push_back(A.E);
    U.Note = std::string("staged: invariant along ") + (Dim ? "x" : "y");
  }
  // The model: every iteration reads each reference once a sequential
  // iteration; a staged operand is read once per block (run() scales it to
  // a step).
  if (U.InSeqLoop && !A.IsWrite) {
    uint64_t Step = uint64_t(tiling::Span) * tiling::Span;
    P.LoadsPlain += Step;
    if (U.Operand < 0)
      P.LoadsTiled += Step;
  }
  P.Reuse.push_back(std::move(U));
}

/// float, double or an integer wider than a character: the element's
/// type prints the same in the kernel as in the user's C (-funsigned-char
/// changes what char is; long double and half have no device arithmetic
/// of the host's).
static bool holdableType(QualType T) {
  if (T.isVolatileQualified() || T.getCanonicalType().isVolatileQualified())
    return false;
  const auto *B = T.getCanonicalType()->getAs<BuiltinType>();
  if (!B)
    return false;
  if (B->getKind() == BuiltinType::Float || B->getKind() == BuiltinType::Double)
    return true;
  return B->isInteger() && !B->isAnyCharacterType() &&
         B->getKind() != BuiltinType::Bool;
}

/// The elements the sequential loop updates in place. Printed as they are,
/// each jammed copy's update is a store and a reload under its live-copy
/// guard every iteration: nvcc cannot keep a guarded store in a register
/// (sgemm's C[i][j] += form: 1,464 global stores for 1,416 FMAs, and five
/// times the front end's time of the same loop with a scalar sum). Held in
/// a register only where that is the same program: every reference to
/// the array in the loop names one element that the loop does not move,
/// none is under a condition (the load before the loop reads an element
/// the loop reads anyway), the loop names the array nowhere else (a call
/// cannot reach it), and the element is a plain number. The grid loops are
/// parallel, so no other iteration touches a written element.
void Planner::holdElements() {
  const Loop &L = M.Loops[P.SeqLoop];
  std::map<const VarDecl *, std::vector<const ArrayAccess *>> ByArray;
  for (const ArrayAccess *A : Refs)
    if (A->Array && M.isInside(*A, P.SeqLoop))
      ByArray[A->Array].push_back(A);
  std::map<const VarDecl *, size_t> Named;
  for (const Stmt *S : M.facts().subtree(L.Stmt->getBody()))
    if (const auto *DR = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(DR->getDecl()))
        ++Named[V];
  for (const auto &[V, As] : ByArray) {
    const ArrayAccess &First = *As.front();
    bool Holds = holdableType(First.E->getType()), Written = false;
    std::set<const Expr *> Es;
    for (const ArrayAccess *A : As) {
      Holds &= A->sameElementAs(First) && invariantAtoms(*A) &&
               !A->Control.empty() &&
               A->Control.back() == static_cast<const void *>(L.Stmt);
      for (const Subscript &S : A->Subscripts)
        Holds &= !S.Expr.mentions(L.IndexAtom);
      Written |= A->IsWrite;
      Es.insert(A->E);
    }
    if (!Holds || !Written || Named[V] != Es.size())
      continue;
    P.Held.push_back({&First, {Es.begin(), Es.end()}});
    for (RefReuse &U : P.Reuse)
      if (Es.count(U.Access->E))
        U.Note += "; held in a register across the sequential loop";
  }
}

/// The grid body can be printed once per copy (Unjammable), the scalars
/// it assigns are plain ones, and no declaration writes memory (copies
/// past the end skip statements that write; a declaration cannot be
/// skipped). Records what the body assigns and declares.
bool Planner::jammable(const Stmt *BodyStmt, const ForStmt *Seq) {
  const StatementIndex &Facts = M.facts();
  for (const Stmt *S : Facts.subtree(BodyStmt))
    if (unjammable(S, Seq))
      return false;
  for (const Decl *D : Facts.declsUnder(BodyStmt))
    if (unjammable(D))
      return false;
  Assigned = Facts.uses(BodyStmt).Assigned;
  for (const VarDecl *V : Assigned)
    if (!V->getType()->isScalarType() || V->getType()->isPointerType())
      return false;
  std::set<const Stmt *> InDeclarations;
  for (const Stmt *S : Facts.subtree(BodyStmt))
    if (isa<DeclStmt>(S)) {
      llvm::ArrayRef<const Stmt *> Under = Facts.subtree(S);
      InDeclarations.insert(Under.begin(), Under.end());
    }
  for (const Decl *D : Facts.declsUnder(BodyStmt))
    if (const auto *V = dyn_cast<VarDecl>(D))
      Declared.insert(V);
  for (const ArrayAccess *A : Refs)
    if (!A->Array || (A->IsWrite && InDeclarations.count(A->E)))
      return false; // memory the model cannot name, or a declaration writes
  return true;
}

/// The type of an operand's elements.
static QualType elementOf(const VarDecl *V) {
  // A C++ reference to an array or pointer stages like the array.
  QualType T = V->getType().getNonReferenceType();
  while (T->isPointerType() || T->isArrayType())
    T = T->isPointerType() ? T->getPointeeType()
                           : QualType(T->getArrayElementTypeNoTypeQual(), 0);
  return T;
}

/// Staged operands hold arithmetic elements.
bool Planner::arithmeticOperands() const {
  for (const StagedOperand &O : P.Operands) {
    QualType T = elementOf(O.Var);
    if (!T->isArithmeticType() || T->isComplexType())
      return false;
  }
  return !P.Operands.empty();
}

/// The longest step whose double-buffered tiles fit a block's shared
/// memory: a static __shared__ array past 48 KiB does not compile, and
/// double (or four operands, syr2k) would need 66 KiB at 16.
void Planner::chooseSeqStep() {
  uint64_t Row = 0;
  for (const StagedOperand &O : P.Operands)
    Row += 2 * (tiling::Span + tiling::Pad) *
           uint64_t(O.Var->getASTContext()
                        .getTypeSizeInChars(elementOf(O.Var))
                        .getQuantity());
  P.SeqStep = tiling::SeqStep;
  while (P.SeqStep > tiling::MinSeqStep && Row * P.SeqStep > tiling::SharedBytes)
    P.SeqStep /= 2;
  P.LoadsPlain *= P.SeqStep;
  P.LoadsTiled *= P.SeqStep;
}

const Stmt *Planner::gridBody() const {
  unsigned Body = Grid[0];
  for (unsigned G : Grid)
    if (M.Loops[G].Depth > M.Loops[Body].Depth)
      Body = G;
  return M.Loops[Body].Stmt->getBody();
}

std::optional<TilePlan> Planner::run(unsigned Seq) {
  P.Grid = Grid;
  P.SeqLoop = Seq;
  const Loop &L = M.Loops[Seq];
  const Stmt *BodyStmt = gridBody();
  std::vector<const Stmt *> Top = statementsOf(BodyStmt);
  if (std::find(Top.begin(), Top.end(), L.Stmt) == Top.end() ||
      !L.Countable || !L.Exit.empty() || L.HasContinue || !L.Unconditional)
    return std::nullopt;
  // Tile steps cover the same iterations for the whole block.
  for (unsigned D = 0; D < 2; ++D)
    if (L.Lower.mentions(M.Loops[Grid[D]].IndexAtom) ||
        L.Upper.mentions(M.Loops[Grid[D]].IndexAtom))
      return std::nullopt;
  if (!jammable(BodyStmt, L.Stmt))
    return std::nullopt;
  for (const ArrayAccess *A : Refs)
    classify(*A);
  if (!arithmeticOperands())
    return std::nullopt;
  holdElements();
  // A sequential loop known to be short gains nothing from tile steps.
  if (L.Lower.isConstant() && L.Upper.isConstant() &&
      L.Upper.constant() - L.Lower.constant() + 1 < int64_t(tiling::MinSeqStep))
    return std::nullopt;
  chooseSeqStep();
  return std::move(P);
}

/// The grid dimension (0: x, 1: y) whose index walks A's memory with
/// stride 1 (its last subscript's coefficient is +-1), if one does.
std::optional<unsigned> Planner::contiguousAlong(const ArrayAccess &A) const {
  if (!A.allAffine())
    return std::nullopt;
  const LinearExpr &Last = A.Subscripts.back().Expr;
  for (unsigned D = 0; D < 2; ++D) {
    int64_t C = Last.coefficient(M.Loops[Grid[D]].IndexAtom);
    if ((C == 1 || C == -1) &&
        !Last.mentions(M.Loops[Grid[1 - D]].IndexAtom))
      return D;
  }
  return std::nullopt;
}

/// A body without a sequential loop whose references want opposite thread
/// mappings (b[j][i] = a[i][j]): the threads run the iterations with x
/// along the dimension the references that stay in device memory walk
/// contiguously (ComputeFast), and each read-only reference contiguous
/// along the other one is loaded first into a 32 x 32 tile by threads
/// mapped along its own contiguous dimension, then read from shared memory.
std::optional<TilePlan> Planner::exchange() {
  P.Grid = Grid;
  P.Exchange = true;
  const Stmt *BodyStmt = gridBody();
  if (!jammable(BodyStmt, nullptr))
    return std::nullopt;
  // Votes of the references that stay in device memory. Only a reference
  // that moves with both x and y has a mapping that matters: one that does
  // not is read by a warp as a broadcast or as consecutive elements either
  // way.
  unsigned Votes[2] = {0, 0};
  std::vector<std::optional<unsigned>> Along;
  for (const ArrayAccess *A : Refs) {
    bool Both = true;
    for (unsigned D = 0; D < 2; ++D) {
      bool Moves = false;
      for (const Subscript &Sub : A->Subscripts)
        Moves |= !Sub.Affine || Sub.Expr.mentions(M.Loops[Grid[D]].IndexAtom);
      Both &= Moves;
    }
    Along.push_back(Both ? contiguousAlong(*A) : std::nullopt);
    bool Candidate = !A->IsWrite && !writtenInKernel(A->Array) &&
                     Along.back() && invariantAtoms(*A);
    if (!Candidate && Along.back())
      ++Votes[*Along.back()];
  }
  P.ComputeFast = Votes[1] > Votes[0] ? 1 : 0;
  for (size_t I = 0; I < Refs.size(); ++I) {
    const ArrayAccess &A = *Refs[I];
    RefReuse U{&A, {false, false}, false};
    bool Candidate = !A.IsWrite && !writtenInKernel(A.Array) && Along[I] &&
                     invariantAtoms(A);
    if (!Candidate || *Along[I] == P.ComputeFast) {
      U.Note = Along[I] && *Along[I] == P.ComputeFast
                   ? "stride-1 along the threads' x"
               : A.IsWrite || writtenInKernel(A.Array)
                   ? "written in the kernel"
                   : "no exchange: not stride-1 along one grid dimension "
                     "while moving with the other";
      P.Reuse.push_back(std::move(U));
      continue;
    }
    U.Operand = int(P.Operands.size());
    U.Note = std::string("staged: stride-1 along ") + "xy"[*Along[I]] +
             ", the threads' x is " + "xy"[P.ComputeFast];
    P.Operands.push_back({A.Array, A.Name, *Along[I], false, false, &A, {A.E}});
    P.Reuse.push_back(std::move(U));
  }
  if (!arithmeticOperands())
    return std::nullopt;
  return std::move(P);
}

} // namespace

std::optional<TilePlan>
cuacc::planTiles(const RegionAnalysis &R, const std::vector<unsigned> &Grid,
                 const std::vector<unsigned> &Inner,
                 const std::vector<const ArrayAccess *> &Refs) {
  if (Grid.size() < 2 || Inner.size() > 1)
    return std::nullopt;
  for (unsigned L : Grid)
    if (!R.Verdicts[L].PrivateArrays.empty())
      return std::nullopt;
  if (Inner.empty())
    return Planner(R, Grid, Refs).exchange();
  if (!R.Verdicts[Inner[0]].PrivateArrays.empty())
    return std::nullopt;
  return Planner(R, Grid, Refs).run(Inner[0]);
}

bool TilePlan::stages(const std::vector<std::string> &Names) const {
  return std::all_of(Names.begin(), Names.end(), [&](const std::string &N) {
    return std::any_of(Operands.begin(), Operands.end(),
                       [&](const StagedOperand &O) { return O.Name == N; });
  });
}

std::string TilePlan::shape(const StagedOperand &O) const {
  if (Exchange) // the array's order: its contiguous dimension last
    return std::to_string(exchangeSpan(1 - O.Dim)) + "x" +
           std::to_string(exchangeSpan(O.Dim));
  std::string Span = std::to_string(tiling::Span),
              Step = std::to_string(SeqStep);
  return O.SeqOuter ? Step + "x" + Span : Span + "x" + Step;
}

void TilePlan::print(llvm::raw_ostream &OS, const RegionModel &M) const {
  if (Exchange)
    OS << "    tiled: exchange through shared memory, "
       << tiling::ExchangeSpan << "x" << tiling::ExchangeRows
       << " threads for " << exchangeSpan(0) << "x" << exchangeSpan(1)
       << " iterations, their x along " << "xy"[ComputeFast] << "\n";
  else
    OS << "    tiled: sequential loop line " << M.Loops[SeqLoop].Line
       << " in steps of " << SeqStep << ", " << tiling::Threads << "x"
       << tiling::Threads << " threads of " << tiling::Copies << "x"
       << tiling::Copies << " iterations; loads per block step " << LoadsPlain
       << " -> " << LoadsTiled << "\n";
  for (const RefReuse &U : Reuse) {
    OS << "      reuse line " << U.Access->Line << " "
       << (U.Access->IsWrite ? "write " : "read ") << U.Access->Name
       << ": invariant along";
    bool Any = false;
    for (unsigned D = 0; D < 2; ++D)
      if (U.Invariant[D]) {
        OS << " " << "xy"[D];
        Any = true;
      }
    OS << (Any ? "" : " none") << "; " << U.Note << "\n";
  }
  for (const StagedOperand &O : Operands)
    OS << "      operand " << O.Name << " [" << shape(O) << "] along "
       << "xy"[O.Dim] << ", loaded "
       << (Exchange            ? "along it"
           : O.SeqContiguous ? "sequential index first"
                             : "grid index first")
       << ", " << O.Refs.size() << " reference"
       << (O.Refs.size() == 1 ? "" : "s") << "\n";
}
