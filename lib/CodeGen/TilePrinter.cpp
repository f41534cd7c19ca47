//===- TilePrinter.cpp - CUDA C for a kernel's tiled entries ---------------===//
//
// A block of Threads x Threads threads runs Span x Span iterations of the
// x and y grid loops. Its warps tile the span (WarpsX x WarpsY, each
// WarpX x WarpY lanes); lane (tx, ty) runs copies c = 0..Copies-1 along
// each dimension, at offset w * Lanes * Copies + (c / Group) * Lanes *
// Group + t * Group + c % Group of the block's span, so that each thread's
// operands are Group consecutive elements of a tile row (one 16-byte
// shared read) and a warp's reads of one tile row are 8 (x) or 4 (y)
// distinct 16-byte words: one wavefront (bench/experiments/sgemm-tiles.md,
// R16). Copies past a loop's end compute with the last iteration's index
// (their reads stay in bounds) and skip every statement that writes.
//
// The tiles of the next step are loaded into registers while this step
// computes, then stored into the other shared buffer: 16 bytes at a time
// in a block inside both loops whose operand chunks are aligned and
// contiguous (checked once per block), element by element with bounds
// checks elsewhere; both fill the same cells with the same values.
//
//===----------------------------------------------------------------------===//

#include "CodeGen/TilePrinter.h"
#include "CodeGen/LoopText.h"
#include "Analysis/CTypes.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace cuacc;
using namespace clang;

namespace {


std::string str(long V) { return std::to_string(V); }

/// The index value of iteration Counter (from the lower bound up, or the
/// upper one down), as an expression of the index's type.
std::string indexAt(const std::string &Type, const std::string &Lo,
                    const std::string &Hi, int64_t Step,
                    const std::string &Counter) {
  return "((" + Type + ")(" + indexValueText(Type, Lo, Hi, Step, Counter) +
         "))";
}

class TileWriter {
public:
  TileWriter(const KernelDesc &K, const TilingDesc &T, StmtText &Body)
      : K(K), T(T), Threads(T.Threads), Copies(T.Copies),
        Group(T.Group), Span(T.Threads * T.Copies), SeqStep(T.TileStep),
        Pad(T.Pad), Body(Body), OS(Text) {}
  std::string write(const std::string &ParamList, const std::string &ArgList);

private:
  const KernelDesc &K;
  const TilingDesc &T;
  /// The tile shape as lowering chose it.
  const unsigned Threads, Copies, Group, Span, SeqStep, Pad;
  StmtText &Body;
  std::string Text;
  llvm::raw_string_ostream OS;
  /// What the override prints: index values, this copy's suffix for its
  /// own scalars (empty outside copies), staged references' registers.
  std::map<const VarDecl *, std::string> Subst;
  std::string Suffix;
  std::map<const Expr *, std::string> Staged;

  bool override(const Stmt *S, raw_ostream &Out);
  std::string statement(const Stmt *S) {
    std::string Out = Body.text(S);
    if (isa<Expr>(S))
      return Out + ";\n";
    return Out.empty() || Out.back() != '\n' ? Out + "\n" : Out;
  }
  unsigned copies() const {
    return T.Exchange ? T.Span[0] * T.Span[1] / (T.Block[0] * T.Block[1])
                      : Copies * Copies;
  }
  /// Copy I's suffix: _R_C (R along y, C along x), or _I in an exchange.
  std::string suffix(unsigned I) const {
    return T.Exchange ? "_" + str(I)
                      : "_" + str(I / Copies) + "_" + str(I % Copies);
  }
  void enterCopy(unsigned I);
  /// Held element H's register in the current copy.
  std::string held(size_t H) const { return "__h" + str(long(H)) + Suffix; }
  void enterCopyInMemory(unsigned I);
  void heldLoads();
  void heldStores();
  void leaveCopy() {
    Subst.clear();
    Suffix.clear();
    Staged.clear();
  }
  std::string live(unsigned I) const {
    if (T.Exchange)
      return "__live1_" + str(I) + " && __live0_" + str(I);
    return "__live1_" + str(I / Copies) + " && __live0_" + str(I % Copies);
  }
  void blockLoops();
  void copyIndices();
  std::string exchangePlace(unsigned I, unsigned Fast, unsigned D) const;
  void exchangeIndices();
  void exchangeLoads();
  void loadIntoTile(size_t O);
  void exchangeBody();
  /// Elements per 16-byte chunk of operand O, and chunks per thread.
  unsigned vec(const TileOperandDesc &Op) const;
  unsigned chunks(const TileOperandDesc &Op) const {
    return Span * SeqStep / (vec(Op) * Threads * Threads);
  }
  void threadLayout();
  void chunkAt(const TileOperandDesc &Op, const std::string &First);
  void fastCheck();
  void loadStaging(const std::string &First, bool Fast);
  void checkedStaging(const std::string &First);
  void storeStaging(const std::string &Buffer);
  std::string loadAt(const TileOperandDesc &Op, const std::string &Grid,
                     const std::string &Seq);
  void operandRegisters();
  void iteration();
  void step();
  void seqLoop();
  void copiesOf(const std::vector<const Stmt *> &Stmts, bool AllGuarded);
};

/// Grid indices as each copy's own, its scalars renamed, the staged
/// references as this copy's registers.
bool TileWriter::override(const Stmt *S, raw_ostream &Out) {
  if (const auto *E = dyn_cast<Expr>(S); E && !Staged.empty()) {
    auto It = Staged.find(E);
    if (It != Staged.end()) {
      Out << It->second;
      return true;
    }
  }
  if (const auto *DR = dyn_cast<DeclRefExpr>(S)) {
    const auto *V = dyn_cast<VarDecl>(DR->getDecl());
    if (!V)
      return false;
    if (auto It = Subst.find(V); It != Subst.end()) {
      Out << It->second;
      return true;
    }
    if (Suffix.empty() || !T.PerCopy.count(V))
      return false;
    Out << "__" << V->getName() << Suffix;
    return true;
  }
  const auto *DS = dyn_cast<DeclStmt>(S);
  if (!DS || Suffix.empty())
    return false;
  // Each copy declares its own scalars (the planner let only plain scalars
  // through).
  for (const Decl *D : DS->decls()) {
    const auto *V = cast<VarDecl>(D);
    Out << plainTypeName(V->getType(), V->getASTContext()) << " __"
        << V->getName() << Suffix;
    if (const Expr *Init = V->getInit())
      Out << " = " << Body.text(Init);
    Out << ";\n";
  }
  return true;
}

/// Copy I: its indices, its scalars, its registers (or tile cells).
void TileWriter::enterCopy(unsigned I) {
  Suffix = suffix(I);
  if (T.Exchange) {
    Subst[T.GridIndex[0]] = "__jam0_" + str(I);
    Subst[T.GridIndex[1]] = "__jam1_" + str(I);
    for (size_t O = 0; O < T.Operands.size(); ++O)
      Staged[T.Operands[O].Load] = "__tile" + str(long(O)) + "[__l1_" +
                                   str(I) + "][__l0_" + str(I) + "]";
    return;
  }
  unsigned R = I / Copies, C = I % Copies;
  Subst[T.GridIndex[0]] = "__jam0_" + str(C);
  Subst[T.GridIndex[1]] = "__jam1_" + str(R);
  for (size_t O = 0; O < T.Operands.size(); ++O)
    for (const Expr *E : T.Operands[O].Refs)
      Staged[E] = "__r" + str(long(O)) + "[" +
                  str(T.Operands[O].Dim ? R : C) + "]";
  for (size_t H = 0; H < T.Held.size(); ++H)
    for (const Expr *E : T.Held[H].Refs)
      Staged[E] = held(H);
}

/// Copy I with its held elements' references in memory (their loads and
/// stores).
void TileWriter::enterCopyInMemory(unsigned I) {
  enterCopy(I);
  for (const TileHeldDesc &H : T.Held)
    Staged.erase(H.Load);
}

/// Each copy's held elements, loaded after the statements before the loop
/// (they may set them), only when the loop runs (it reads them then).
void TileWriter::heldLoads() {
  for (unsigned I = 0; I < copies(); ++I) {
    enterCopyInMemory(I);
    for (size_t H = 0; H < T.Held.size(); ++H) {
      const TileHeldDesc &D = T.Held[H];
      OS << "  " << D.Type << " " << held(H) << " = __nk > 0 ? (" << D.Type
         << ")(" << Body.text(D.Load) << ") : (" << D.Type << ")0;\n";
    }
    leaveCopy();
  }
}

/// The live copies' held elements, stored back after the loop when it ran.
void TileWriter::heldStores() {
  if (T.Held.empty())
    return;
  OS << "  if (__nk > 0) {\n";
  for (unsigned I = 0; I < copies(); ++I) {
    enterCopyInMemory(I);
    OS << "  if (" << live(I) << ") {\n";
    for (size_t H = 0; H < T.Held.size(); ++H)
      OS << "  " << Body.text(T.Held[H].Load) << " = " << held(H) << ";\n";
    OS << "  }\n";
    leaveCopy();
  }
  OS << "  }\n";
}

// Every thread of a block runs the same block loops (the barriers inside
// are reached by all): a z dimension, one iteration per block, then the
// block's span along y and x.
void TileWriter::blockLoops() {
  static const char *Dim[] = {"x", "y", "z"};
  for (size_t D = K.Grid.size(); D-- > 0;) {
    const GridLoopDesc &G = K.Grid[D];
    std::string N = "__n" + str(long(D)), C = "__c" + str(long(D));
    OS << "  const __cuacc_i " << N << " = (__cuacc_i)"
       << tripCountText(G.Lower, G.Upper, G.Step) << ";\n";
    if (D == 2) {
      OS << "  #pragma unroll 1\n  for (__cuacc_i " << C << " = blockIdx.z; "
         << C << " < " << N << "; " << C << " += (__cuacc_i)gridDim.z) {\n"
         << "  const " << G.IndexType << " " << G.Index << " = "
         << indexAt(G.IndexType, G.Lower, G.Upper, G.Step, C) << ";\n";
      continue;
    }
    OS << "  #pragma unroll 1\n  for (__cuacc_i " << C << " = blockIdx."
       << Dim[D] << "; " << C << " * " << T.Span[D] << " < " << N << "; " << C
       << " += (__cuacc_i)gridDim." << Dim[D] << ") {\n";
  }
}

/// This thread's first copy along x and y in the block's span (__o0,
/// __o1): its warp's place, then its lane's.
void TileWriter::threadLayout() {
  const unsigned WarpsX = Span / (T.WarpX * Copies);
  OS << "  const int __lane = __tid % 32, __warp = __tid / 32;\n"
     << "  const int __o0 = __warp % " << WarpsX << " * " << T.WarpX * Copies
     << " + __lane % " << T.WarpX << " * " << Group << ";\n"
     << "  const int __o1 = __warp / " << WarpsX << " * "
     << (32 / T.WarpX) * Copies << " + __lane / " << T.WarpX << " * " << Group
     << ";\n";
}

/// Each copy's iteration along x and y, clamped to the last one past the
/// end (__live says whether it is real).
void TileWriter::copyIndices() {
  for (unsigned D = 0; D < 2; ++D) {
    const GridLoopDesc &G = K.Grid[D];
    const unsigned Lanes = D ? 32 / T.WarpX : T.WarpX;
    for (unsigned C = 0; C < Copies; ++C) {
      std::string Q = "__q" + str(D) + "_" + str(C),
                  N = "__n" + str(D);
      OS << "  const __cuacc_i " << Q << " = __c" << D << " * " << Span
         << " + " << (C / Group) * Lanes * Group << " + (__cuacc_i)__o" << D
         << " + " << C % Group << ";\n"
         << "  const bool __live" << D << "_" << C << " = " << Q << " < " << N
         << ";\n"
         << "  const " << G.IndexType << " __jam" << D << "_" << C << " = "
         << indexAt(G.IndexType, G.Lower, G.Upper, G.Step,
                    "(__live" + str(D) + "_" + str(C) + " ? " + Q + " : " + N +
                        " - 1)")
         << ";\n";
    }
  }
}

unsigned TileWriter::vec(const TileOperandDesc &Op) const {
  unsigned V = Op.ElementBytes && Op.ElementBytes <= 16 &&
                       16 % Op.ElementBytes == 0
                   ? 16 / Op.ElementBytes
                   : 1;
  V = std::min(V, Group);
  // Every thread loads whole chunks (the 64 x 64 shape's step of 8 has
  // two elements a thread).
  while (V > 1 && Span * SeqStep % (V * Threads * Threads))
    V /= 2;
  return V;
}

/// Chunk __u of this thread's share of Op's tile for the step starting at
/// sequential iteration First: its cell (__kk, __gg) and, unless First is
/// empty, its iteration (__kq, __gq). Consecutive threads walk the tile
/// along the index that walks memory with stride 1, a chunk being vec()
/// consecutive elements of it.
void TileWriter::chunkAt(const TileOperandDesc &Op, const std::string &First) {
  const unsigned V = vec(Op);
  OS << "      const int __e = __tid + __u * " << Threads * Threads << ";\n";
  if (Op.SeqContiguous)
    OS << "      const int __kk = __e % " << SeqStep / V << " * " << V
       << ", __gg = __e / " << SeqStep / V << ";\n";
  else
    OS << "      const int __kk = __e / " << Span / V << ", __gg = __e % "
       << Span / V << " * " << V << ";\n";
  if (First.empty())
    return;
  OS << "      const long __kq = " << First << " + __kk;\n"
     << "      const __cuacc_i __gq = __c" << Op.Dim << " * " << Span
     << " + __gg;\n";
}

/// Op's load at grid counter Grid and sequential counter Seq.
std::string TileWriter::loadAt(const TileOperandDesc &Op,
                               const std::string &Grid,
                               const std::string &Seq) {
  const GridLoopDesc &G = K.Grid[Op.Dim];
  Subst[T.GridIndex[Op.Dim]] =
      indexAt(G.IndexType, G.Lower, G.Upper, G.Step, Grid);
  Subst[T.SeqVar] = indexAt(T.SeqType, T.SeqLower, T.SeqUpper, T.SeqStep, Seq);
  std::string Out = Body.text(Op.Load);
  Subst.clear();
  return Out;
}

/// __fast: the block lies inside both loops, the sequential loop has a
/// whole step, and each of this thread's chunks starts aligned to its size
/// (a step moves it by a multiple of that) and is contiguous in memory.
void TileWriter::fastCheck() {
  OS << "  bool __fast = (__c0 + 1) * " << Span << " <= __n0 && (__c1 + 1) * "
     << Span << " <= __n1 && __nk >= " << SeqStep << ";\n  if (__fast) {\n";
  for (const TileOperandDesc &Op : T.Operands) {
    const unsigned V = vec(Op);
    std::string Last = " + " + str(V - 1);
    OS << "    #pragma unroll\n    for (int __u = 0; __u < " << chunks(Op)
       << "; ++__u) {\n";
    chunkAt(Op, "0L");
    std::string First = loadAt(Op, "__gq", "__kq");
    std::string End = Op.SeqContiguous ? loadAt(Op, "__gq", "(__kq" + Last + ")")
                                       : loadAt(Op, "(__gq" + Last + ")", "__kq");
    OS << "      __fast &= __cuacc_vec_ok<" << V << ">(&(" << First << "), &("
       << End << "));\n    }\n";
  }
  OS << "  }\n";
}

/// This thread's chunks of the step starting at sequential iteration First
/// into its staging registers (__s<O>): one load a chunk where __fast says
/// the step is whole, else element by element (checkedStaging). The
/// prologue's step (!Fast) takes the checked path alone: once a block, it
/// is not worth another copy of the fast one for nvcc to compile.
void TileWriter::loadStaging(const std::string &First, bool Fast) {
  if (!Fast) {
    checkedStaging(First);
    return;
  }
  OS << "    if (__fast && " << First << " + " << SeqStep << " <= __nk) {\n";
  for (size_t O = 0; O < T.Operands.size(); ++O) {
    const TileOperandDesc &Op = T.Operands[O];
    OS << "    #pragma unroll\n    for (int __u = 0; __u < " << chunks(Op)
       << "; ++__u) {\n";
    chunkAt(Op, First);
    OS << "      __cuacc_vcopy<" << vec(Op) << ">(&__s" << O << "[__u * "
       << vec(Op) << "], &(" << loadAt(Op, "__gq", "__kq") << "));\n    }\n";
  }
  OS << "    } else {\n";
  checkedStaging(First);
  OS << "    }\n";
}

/// The staging registers element by element, zero past either loop's end.
void TileWriter::checkedStaging(const std::string &First) {
  for (size_t O = 0; O < T.Operands.size(); ++O) {
    const TileOperandDesc &Op = T.Operands[O];
    const unsigned V = vec(Op);
    OS << "    #pragma unroll\n    for (int __u = 0; __u < " << chunks(Op)
       << "; ++__u) {\n";
    chunkAt(Op, First);
    OS << "      #pragma unroll\n      for (int __v = 0; __v < " << V
       << "; ++__v) {\n        const long __kv = __kq"
       << (Op.SeqContiguous ? " + __v" : "") << ";\n"
       << "        const __cuacc_i __gv = __gq"
       << (Op.SeqContiguous ? "" : " + __v") << ";\n"
       << "        __s" << O << "[__u * " << V << " + __v] = __kv < __nk && __gv < __n"
       << Op.Dim << " ? (" << Op.ElementType << ")("
       << loadAt(Op, "__gv", "__kv") << ") : (" << Op.ElementType
       << ")0;\n      }\n    }\n";
  }
}

/// The staging registers into tile buffer Buffer: a chunk along the grid
/// index is one store, one along the sequential index is transposed.
void TileWriter::storeStaging(const std::string &Buffer) {
  for (size_t O = 0; O < T.Operands.size(); ++O) {
    const TileOperandDesc &Op = T.Operands[O];
    const unsigned V = vec(Op);
    std::string Reg = "__s" + str(long(O)) + "[__u * " + str(V);
    OS << "    #pragma unroll\n    for (int __u = 0; __u < " << chunks(Op)
       << "; ++__u) {\n";
    chunkAt(Op, "");
    if (Op.SeqContiguous)
      OS << "      #pragma unroll\n      for (int __v = 0; __v < " << V
         << "; ++__v)\n        __tile" << O << "[" << Buffer
         << "][__kk + __v][__gg] = " << Reg << " + __v];\n";
    else
      OS << "      __cuacc_vcopy<" << V << ">(&__tile" << O << "[" << Buffer
         << "][__kk][__gg], &" << Reg << "]);\n";
    OS << "    }\n";
  }
}

/// This thread's operands of one sequential iteration: Copies elements of
/// each tile's row, Group at a time.
void TileWriter::operandRegisters() {
  for (size_t O = 0; O < T.Operands.size(); ++O) {
    const TileOperandDesc &Op = T.Operands[O];
    const unsigned Lanes = Op.Dim ? 32 / T.WarpX : T.WarpX;
    std::string R = "__r" + str(long(O));
    OS << "      " << Op.ElementType << " " << R << "[" << Copies << "];\n";
    for (unsigned G = 0; G < Copies / Group; ++G) {
      std::string At = "__tile" + str(long(O)) + "[__b][__kk][" +
                       str(G * Lanes * Group) + " + __o" + str(Op.Dim);
      if (T.Vector4) {
        OS << "      __cuacc_ld4(&" << R << "[" << G * Group << "], &" << At
           << "]);\n";
        continue;
      }
      for (unsigned E = 0; E < Group; ++E)
        OS << "      " << R << "[" << G * Group + E << "] = " << At << " + "
           << E << "];\n";
    }
  }
}

/// One sequential iteration (__kk of the step at __kt) for every copy.
void TileWriter::iteration() {
  OS << "      const " << T.SeqType << " " << T.SeqIndex << " = "
     << indexAt(T.SeqType, T.SeqLower, T.SeqUpper, T.SeqStep, "(__kt + __kk)")
     << ";\n      (void)" << T.SeqIndex << ";\n";
  operandRegisters();
  const Stmt *LoopBody = T.Seq->getBody();
  std::vector<const Stmt *> Stmts;
  if (const auto *CS = dyn_cast<CompoundStmt>(LoopBody))
    Stmts.assign(CS->body_begin(), CS->body_end());
  else
    Stmts.push_back(LoopBody);
  copiesOf(Stmts, false);
}

/// A whole tile step: the next step's chunks loaded into registers first
/// (their latency hidden by this step's FMAs), the step's iterations
/// unrolled without a guard (nvcc then reads the next iteration's operands
/// during this one's FMAs), the chunks stored into the other buffer (the
/// one the step before read, behind the barrier that ended it), then one
/// barrier.
void TileWriter::step() {
  std::string Next = "(__kt + " + str(SeqStep) + ")";
  OS << "    const int __b = (int)((__kt / " << SeqStep << ") & 1);\n"
     << "    const bool __more = " << Next << " < __nk;\n"
     << "    if (__more) {\n";
  loadStaging(Next, true);
  OS << "    }\n    #pragma unroll\n    for (int __kk = 0; __kk < " << SeqStep
     << "; ++__kk) {\n";
  iteration();
  OS << "    }\n    if (__more) {\n";
  storeStaging("__b ^ 1");
  OS << "    }\n    __syncthreads();\n";
}

/// The tile steps: whole ones, then the partial last one (its tile was
/// stored by the step before, or by the prologue), rolled.
void TileWriter::seqLoop() {
  OS << "  const long __nk = "
     << tripCountText(T.SeqLower, T.SeqUpper, T.SeqStep) << ";\n";
  heldLoads();
  fastCheck();
  for (size_t O = 0; O < T.Operands.size(); ++O)
    OS << "  " << T.Operands[O].ElementType << " __s" << O << "["
       << chunks(T.Operands[O]) * vec(T.Operands[O]) << "];\n";
  OS << "  if (__nk > 0) {\n";
  loadStaging("0L", false);
  storeStaging("0");
  OS << "  }\n  __syncthreads();\n  long __kt = 0;\n"
     << "  #pragma unroll 1\n  for (; __kt + " << SeqStep
     << " <= __nk; __kt += " << SeqStep << ") {\n";
  step();
  OS << "  }\n  if (__kt < __nk) {\n"
     << "    const int __b = (int)((__kt / " << SeqStep << ") & 1);\n"
     << "    #pragma unroll 1\n    for (int __kk = 0; __kk < (int)(__nk - __kt);"
        " ++__kk) {\n";
  iteration();
  OS << "    }\n    __syncthreads();\n  }\n";
  heldStores();
}

/// Stmts once per copy, y copies outer; a statement that writes memory
/// (or all of them: AllGuarded) only in copies inside both loops.
void TileWriter::copiesOf(const std::vector<const Stmt *> &Stmts,
                          bool AllGuarded) {
  for (unsigned I = 0; I < copies(); ++I) {
    enterCopy(I);
    if (AllGuarded)
      OS << "  if (" << live(I) << ") {\n";
    for (const Stmt *S : Stmts)
      if (!AllGuarded && T.Guarded.count(S))
        OS << "  if (" << live(I) << ") {\n  " << statement(S) << "  }\n";
      else
        OS << "  " << statement(S);
    if (AllGuarded)
      OS << "  }\n";
    leaveCopy();
  }
}

/// Where copy I of an exchange whose threads' x runs along grid dimension
/// Fast is along dimension D in the block's span: the threads' x along
/// Fast, their y along the other, the copies along the other first (copy
/// I = the x step times the y steps plus the y step).
std::string TileWriter::exchangePlace(unsigned I, unsigned Fast,
                                      unsigned D) const {
  const unsigned YSteps = T.Span[1 - Fast] / T.Block[1];
  unsigned Step = D == Fast ? I / YSteps : I % YSteps;
  std::string Thread = D == Fast ? "threadIdx.x" : "threadIdx.y";
  unsigned Stride = D == Fast ? T.Block[0] : T.Block[1];
  return Step ? Thread + " + " + str(Step * Stride) : Thread;
}

/// An exchange's copies: I runs iteration exchangePlace(I, ComputeFast) of
/// the block's span; __l0_I and __l1_I are its place in the tiles.
void TileWriter::exchangeIndices() {
  for (unsigned I = 0; I < copies(); ++I)
    for (unsigned D = 0; D < 2; ++D) {
      const GridLoopDesc &G = K.Grid[D];
      std::string Q = "__q" + str(D) + "_" + str(I), N = "__n" + str(D),
                  Live = "__live" + str(D) + "_" + str(I);
      OS << "  const int __l" << D << "_" << I << " = "
         << exchangePlace(I, T.ComputeFast, D) << ";\n"
         << "  const __cuacc_i " << Q << " = __c" << D << " * " << T.Span[D]
         << " + __l" << D << "_" << I << ";\n"
         << "  const bool " << Live << " = " << Q << " < " << N << ";\n"
         << "  const " << G.IndexType << " __jam" << D << "_" << I << " = "
         << indexAt(G.IndexType, G.Lower, G.Upper, G.Step,
                    "(" + Live + " ? " + Q + " : " + N + " - 1)")
         << ";\n";
    }
}

/// Each tile holds its reference's value at every iteration of the block's
/// span, loaded with the threads' x along the reference's own contiguous
/// dimension (zero past the loops' ends).
void TileWriter::exchangeLoads() {
  for (size_t O = 0; O < T.Operands.size(); ++O) {
    const TileOperandDesc &Op = T.Operands[O];
    for (unsigned I = 0; I < copies(); ++I) {
      OS << "  {\n    const int __l0 = " << exchangePlace(I, Op.Dim, 0)
         << ", __l1 = " << exchangePlace(I, Op.Dim, 1) << ";\n"
         << "    const __cuacc_i __g0 = __c0 * " << T.Span[0]
         << " + __l0, __g1 = __c1 * " << T.Span[1] << " + __l1;\n";
      loadIntoTile(O);
      OS << "  }\n";
    }
  }
}

/// Operand O's element at (__g0, __g1) into its tile at (__l0, __l1).
void TileWriter::loadIntoTile(size_t O) {
  const TileOperandDesc &Op = T.Operands[O];
  for (unsigned D = 0; D < 2; ++D) {
    const GridLoopDesc &G = K.Grid[D];
    Subst[T.GridIndex[D]] = indexAt(G.IndexType, G.Lower, G.Upper, G.Step,
                                    "__g" + str(D));
  }
  OS << "    __tile" << O << "[__l1][__l0] = __g0 < __n0 && __g1 < __n1 ? ("
     << Op.ElementType << ")(" << Body.text(Op.Load) << ") : ("
     << Op.ElementType << ")0;\n";
  Subst.clear();
}

/// The exchange's block iteration: the tiles, a barrier, every copy of the
/// body, a barrier before the next iteration's tiles.
void TileWriter::exchangeBody() {
  exchangeLoads();
  OS << "  __syncthreads();\n";
  exchangeIndices();
  for (const PrivateScalar &P : K.Privates)
    for (unsigned I = 0; I < copies(); ++I)
      OS << "  " << P.Type << " __" << P.Name << suffix(I) << ";\n";
  copiesOf(T.Before, false);
  OS << "  __syncthreads();\n";
}

std::string TileWriter::write(const std::string &ParamList,
                              const std::string &ArgList) {
  Body.Override = [this](const Stmt *S, raw_ostream &Out) {
    return override(S, Out);
  };
  OS << "template <typename __cuacc_i>\nstatic __device__ __forceinline__ "
        "void "
     << K.Name << "_" << T.Entry << "(" << ParamList << ") {\n";
  for (size_t O = 0; O < T.Operands.size(); ++O)
    if (T.Exchange) // rows of an odd length: a column's reads hit 32 banks
      OS << "  __shared__ " << T.Operands[O].ElementType << " __tile" << O
         << "[" << T.Span[1] << "][" << (T.Span[0] | 1) << "];\n";
    else
      OS << "  __shared__ __align__(16) " << T.Operands[O].ElementType
         << " __tile" << O << "[2][" << SeqStep << "][" << Span + Pad
         << "];\n";
  OS << "  const int __tid = threadIdx.y * " << T.Block[0]
     << " + threadIdx.x;\n  (void)__tid;\n";
  blockLoops();
  if (T.Exchange) {
    exchangeBody();
  } else {
    threadLayout();
    copyIndices();
    for (const PrivateScalar &P : K.Privates)
      for (unsigned I = 0; I < copies(); ++I)
        OS << "  " << P.Type << " __" << P.Name << suffix(I) << ";\n";
    copiesOf(T.Before, false);
    seqLoop();
    copiesOf(T.After, true);
  }
  for (size_t D = 0; D < K.Grid.size(); ++D)
    OS << "  }\n";
  OS << "}\n";
  Body.Override = nullptr;
  // int counters only: the host launches the plain entries when a counter
  // would not fit (one entry instead of two halves the tile's compile time).
  OS << "extern \"C\" __global__ void __launch_bounds__(" << T.Block[0] * T.Block[1];
  if (T.MinBlocks)
    OS << ", " << T.MinBlocks;
  OS << ") " << K.Name << T.Entry << "(" << ParamList << ") {\n  " << K.Name
     << "_" << T.Entry << "<int>(" << ArgList << ");\n}\n";
  return Text;
}

} // namespace

std::string cuacc::printTiledEntries(const KernelDesc &K, StmtText &Body,
                                     const std::string &ParamList,
                                     const std::string &ArgList) {
  std::string Out;
  for (const TilingDesc *T : K.tilings())
    Out += TileWriter(K, *T, Body).write(ParamList, ArgList);
  return Out;
}
