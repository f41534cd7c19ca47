//===- Binder.cpp - attach directives to statements and declarations ------===//

#include "Directive/Binder.h"
#include <set>
#include "Directive/HostValues.h"
#include "Directive/MemberVariables.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSet.h"

using namespace cuacc;
using namespace clang;

/// Whether A comes before B. Where both come from the same macro expansion
/// (a '_Pragma' and its statement in one macro), their places inside it
/// decide.
static bool sourceBefore(const SourceManager &SM, SourceLocation A,
                         SourceLocation B) {
  SourceLocation EA = SM.getExpansionLoc(A), EB = SM.getExpansionLoc(B);
  if (EA != EB || !A.isMacroID() || !B.isMacroID())
    return SM.isBeforeInTranslationUnit(EA, EB);
  return SM.isBeforeInTranslationUnit(A, B);
}

bool cuacc::expandedWithin(const SourceManager &SM, SourceRange Range,
                           SourceLocation Loc) {
  SourceLocation L = SM.getExpansionLoc(Loc);
  return !SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(Range.getBegin())) &&
         !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Range.getEnd()), L);
}

unsigned cuacc::userLine(const SourceManager &SM, SourceLocation Loc) {
  return SM.getPresumedLineNumber(SM.getExpansionLoc(Loc));
}

bool cuacc::rangeContains(const SourceManager &SM, SourceRange Range,
                          SourceLocation Loc) {
  SourceLocation E = Range.getEnd();
  if (!E.isMacroID() || !Loc.isMacroID())
    E = SM.getExpansionRange(E).getEnd();
  return !sourceBefore(SM, Loc, Range.getBegin()) && !sourceBefore(SM, E, Loc);
}

llvm::StringRef cuacc::describeStatement(const Stmt &S) {
  if (isa<CompoundStmt>(S)) return "compound statement";
  if (isa<ForStmt>(S)) return "for loop";
  if (isa<WhileStmt>(S)) return "while loop";
  if (isa<DoStmt>(S)) return "do loop";
  if (isa<IfStmt>(S)) return "if statement";
  if (isa<SwitchStmt>(S)) return "switch statement";
  if (isa<NullStmt>(S)) return "null statement";
  if (isa<DeclStmt>(S)) return "declaration";
  if (isa<LabelStmt>(S)) return "labeled statement";
  if (isa<ReturnStmt>(S)) return "return statement";
  if (isa<Expr>(S)) return "expression statement";
  return "statement";
}

namespace {

/// One rank of an array or pointer type, outermost first.
struct Dimension {
  enum { Fixed, Variable, Unknown } Extent;
  uint64_t Size = 0; ///< for Fixed
};

/// A reference names the object it is bound to: `double *&a` has a
/// pointer's dimensions, `double (&a)[8]` an array's.
std::vector<Dimension> dimensionsOf(QualType T, const ASTContext &Ctx) {
  std::vector<Dimension> Dims;
  T = T.getNonReferenceType();
  while (true) {
    if (const ArrayType *A = Ctx.getAsArrayType(T)) {
      if (const auto *C = dyn_cast<ConstantArrayType>(A))
        Dims.push_back({Dimension::Fixed, C->getSize().getZExtValue()});
      else if (isa<VariableArrayType>(A))
        Dims.push_back({Dimension::Variable});
      else
        Dims.push_back({Dimension::Unknown});
      T = A->getElementType();
    } else if (const auto *P = T->getAs<PointerType>()) {
      Dims.push_back({Dimension::Unknown});
      T = P->getPointeeType();
    } else {
      return Dims;
    }
  }
}

class FunctionBinder {
public:
  FunctionBinder(const FunctionDecl &F, ASTContext &Ctx,
                 DirectiveDiagnostics &Diags)
      : F(F), Ctx(Ctx), SM(Ctx.getSourceManager()), Diags(Diags) {}

  std::vector<Directive> bind(std::vector<Directive> Directives);

private:
  const FunctionDecl &F;
  ASTContext &Ctx;
  const SourceManager &SM;
  DirectiveDiagnostics &Diags;

  unsigned lineOf(SourceLocation L) const {
    return userLine(SM, L);
  }
  bool before(SourceLocation A, SourceLocation B) const {
    return sourceBefore(SM, A, B);
  }

  bool place(Directive &D, std::vector<const Stmt *> &Path);
  bool resolveNames(Directive &D, const std::vector<const Stmt *> &Path);
  /// Items resolveItem left to the template's instantiations.
  std::set<const DataItem *> DependentItems;
  bool isMemberFunction() const;
  bool expandThis(Directive &D);
  const NamedDecl *lookup(llvm::StringRef Name, SourceLocation L,
                          const std::vector<const Stmt *> &Path) const;
  const FieldDecl *thisField(llvm::StringRef Name) const;
  /// A variable or enumerator of the scopes around the function (not the
  /// file's), as named at L.
  const NamedDecl *scopeVariable(IdentifierInfo &II, SourceLocation L) const;
  const NamedDecl *seenAt(const NamedDecl *ND, SourceLocation L) const;
  const ValueDecl *resolveItem(const Clause &C, const DataItem &Item,
                               const NamedDecl *ND);
  bool checkShape(const Clause &C, const DataItem &Item);
  bool checkNesting(const std::vector<Directive> &Bound, const Directive &D);
  bool checkEnclosedSections(const std::vector<Directive> &Bound,
                             const Directive &D);
  bool checkVectorWidths(const std::vector<Directive> &Bound,
                         const Directive &D);
  void dropJumpedInto(std::vector<Directive> &Bound);
  std::vector<Directive> openACCLoops(std::vector<Directive> Bound);
  void attachAtomicUpdates(std::vector<Directive> &Bound);
  std::vector<Directive> collapsed(const Directive &D);
  QualType typeOf(const DirectiveExpr &E, SourceLocation L,
                  const std::vector<const Stmt *> &Path) const;
  /// The type of a unary, binary or cast expression of operands of the
  /// given types (typeOf's steps).
  QualType unaryType(llvm::StringRef Op, QualType Operand) const;
  QualType binaryType(llvm::StringRef Op, QualType A, QualType B) const;
  QualType castType(llvm::StringRef TypeName) const;
  bool checkBound(const ExprRef &E, const Clause &C, const DataItem &Item,
                  SourceLocation L, const std::vector<const Stmt *> &Path);
};

} // namespace

/// The statement a label (`case 1:`, `default:`, `done:`) labels.
static const Stmt *withoutLabels(const Stmt *S) {
  while (true) {
    if (const auto *C = dyn_cast<SwitchCase>(S))
      S = C->getSubStmt();
    else if (const auto *L = dyn_cast<LabelStmt>(S))
      S = L->getSubStmt();
    else
      return S;
  }
}

/// The statement an OpenMP construct applies to, as the user wrote it (under
/// the captured regions that hold it), for S an OpenMP construct: the
/// construct's own range is its pragma line alone; otherwise S.
static const Stmt *ompStatement(const Stmt *S) {
  if (const auto *OD = dyn_cast<OMPExecutableDirective>(S);
      OD && OD->hasAssociatedStmt())
    if (const Stmt *Inner = OD->getInnermostCapturedStmt()->getCapturedStmt())
      return Inner;
  return S;
}

/// Finds where D stands: the innermost statement holding it (the path from
/// the body down to it) and the statement that follows it there.
bool FunctionBinder::place(Directive &D, std::vector<const Stmt *> &Path) {
  const Stmt *Cur = F.getBody();
  Path.push_back(Cur);
  for (bool Descended = true; Descended;) {
    Descended = false;
    for (const Stmt *Child : Cur->children()) {
      Child = Child ? ompStatement(Child) : nullptr;
      if (Child && rangeContains(SM, Child->getSourceRange(), D.Loc)) {
        Cur = Child;
        Path.push_back(Cur);
        Descended = true;
        break;
      }
    }
  }
  D.Parent = Cur;
  for (const Stmt *Child : Cur->children()) {
    // Between an OpenMP directive and its statement: the code cuacc puts
    // around the statement would separate them.
    if (const auto *OD = dyn_cast_or_null<OMPExecutableDirective>(Child);
        OD && ompStatement(OD) != OD && !before(D.Loc, OD->getBeginLoc()) &&
        before(D.Loc, ompStatement(OD)->getBeginLoc())) {
      Diags.report(D.Loc, Diag::OpenMPOnSameLoop)
          << D.name()
          << llvm::omp::getOpenMPDirectiveName(OD->getDirectiveKind()).str();
      return false;
    }
    if (Child && before(D.Loc, Child->getBeginLoc())) {
      // A labeled statement (`case 1: for ...`) keeps its label where it
      // is: a jump to it must not bypass the code cuacc puts around the
      // statement. A region's statement keeps its hints (the rewrite
      // replaces the whole statement); a loop directive's is the loop.
      D.Statement = withoutLabels(Child);
      if (needsForLoop(D.Kind)) {
        const Stmt *Loop = withoutLoopHints(D.Statement);
        if (Loop != D.Statement)
          D.Hinted = D.Statement;
        D.Statement = Loop;
      }
      break;
    }
  }

  std::string Name = D.name();
  if (D.isDeclare()) {
    // Data present from here to the end of the block: none where nothing
    // follows.
    if (!isa<CompoundStmt>(Cur)) {
      Diags.report(D.Loc, Diag::UpdateNotInBlock)
          << describeStatement(*Cur) << Name;
      return false;
    }
    return D.Statement != nullptr;
  }
  if (isExecutable(D.Kind)) {
    if (!isa<CompoundStmt>(Cur)) {
      Diags.report(D.Loc, Diag::UpdateNotInBlock)
          << describeStatement(*Cur) << Name;
      return false;
    }
    return true;
  }
  if (!D.Statement || isa<Expr>(Cur)) {
    Diags.report(D.Loc, Diag::NoStatement) << Name;
    return false;
  }
  // A C++ range-for is a loop too (OpenACC 3.2): the analysis decides
  // whether it can run on the device.
  if (const auto *OD = dyn_cast<OMPExecutableDirective>(D.Statement);
      OD && needsForLoop(D.Kind)) {
    Diags.report(D.Loc, Diag::OpenMPOnSameLoop)
        << Name
        << llvm::omp::getOpenMPDirectiveName(OD->getDirectiveKind()).str();
    return false;
  }
  if (needsForLoop(D.Kind) && !isa<ForStmt>(D.Statement) &&
      !isa<CXXForRangeStmt>(D.Statement)) {
    Diags.report(D.Loc, Diag::NotAForLoop) << Name;
    Diags.report(D.Statement->getBeginLoc(), Diag::FollowingStatementHere);
    return false;
  }
  if (isa<DeclStmt>(D.Statement)) {
    Diags.report(D.Loc, Diag::DeclarationAfterDirective) << Name;
    return false;
  }
  return true;
}

/// The template parameters in scope in F's body: its own (a function
/// template's), its out-of-line definition's, its class template's.
static std::vector<const NamedDecl *>
templateParameters(const FunctionDecl &F) {
  std::vector<const NamedDecl *> Out;
  auto Add = [&](const TemplateParameterList *L) {
    if (L)
      Out.insert(Out.end(), L->begin(), L->end());
  };
  if (const FunctionTemplateDecl *T = F.getDescribedFunctionTemplate())
    Add(T->getTemplateParameters());
  for (unsigned I = 0; I < F.getNumTemplateParameterLists(); ++I)
    Add(F.getTemplateParameterList(I));
  if (const auto *R = dyn_cast<CXXRecordDecl>(F.getDeclContext()))
    if (const ClassTemplateDecl *C = R->getDescribedClassTemplate())
      Add(C->getTemplateParameters());
  return Out;
}

/// In an instantiation of a function template (or of a class template's
/// member function), the value of each integer parameter by its name: the
/// directives' expressions are the template's text, which says 'N'.
static std::map<std::string, std::string>
templateArgumentValues(const FunctionDecl &F) {
  std::map<std::string, std::string> Out;
  const FunctionDecl *Pattern = F.getTemplateInstantiationPattern();
  const TemplateArgumentList *Args = F.getTemplateSpecializationArgs();
  if (!Args)
    if (const auto *S =
            dyn_cast<ClassTemplateSpecializationDecl>(F.getDeclContext()))
      Args = &S->getTemplateArgs();
  if (!Pattern || !Args)
    return Out;
  for (const NamedDecl *P : templateParameters(*Pattern)) {
    const auto *N = dyn_cast<NonTypeTemplateParmDecl>(P);
    if (!N || N->isParameterPack() || N->getIndex() >= Args->size())
      continue;
    const TemplateArgument &A = Args->get(N->getIndex());
    if (A.getKind() != TemplateArgument::Integral)
      continue;
    llvm::SmallString<24> Text;
    A.getAsIntegral().toString(Text);
    Out[N->getName().str()] = Text.str().str();
  }
  return Out;
}

/// D's expressions with Values for the names they have.
static void substituteValues(Directive &D,
                             const std::map<std::string, std::string> &Values) {
  if (Values.empty())
    return;
  for (Clause &C : D.Clauses) {
    C.Condition = DirectiveExpr::withValues(C.Condition, Values);
    for (ExprRef &E : C.Exprs)
      E = DirectiveExpr::withValues(E, Values);
    for (DataItem &Item : C.Items)
      for (Section &S : Item.Sections) {
        S.Lower = DirectiveExpr::withValues(S.Lower, Values);
        S.Upper = DirectiveExpr::withValues(S.Upper, Values);
        S.Length = DirectiveExpr::withValues(S.Length, Values);
      }
  }
}

const NamedDecl *
FunctionBinder::lookup(llvm::StringRef Name, SourceLocation L,
                       const std::vector<const Stmt *> &Path) const {
  auto Matches = [&](const Decl *D) -> const NamedDecl * {
    const auto *ND = dyn_cast<NamedDecl>(D);
    return ND && ND->getName() == Name ? ND : nullptr;
  };
  // Innermost scope first; within a block, the last declaration before L.
  for (auto It = Path.rbegin(); It != Path.rend(); ++It) {
    const NamedDecl *Found = nullptr;
    auto Scan = [&](const Stmt *S) {
      if (const auto *DS = dyn_cast_or_null<DeclStmt>(S))
        if (before(DS->getBeginLoc(), L))
          for (const Decl *D : DS->decls()) {
            if (const NamedDecl *ND = Matches(D))
              Found = ND;
            // A local enum's constants ('enum { N = 512 };').
            if (const auto *E = dyn_cast<EnumDecl>(D))
              for (const EnumConstantDecl *C : E->enumerators())
                if (const NamedDecl *ND = Matches(C))
                  Found = ND;
          }
    };
    if (const auto *CS = dyn_cast<CompoundStmt>(*It))
      for (const Stmt *S : CS->body())
        Scan(S);
    else if (const auto *FS = dyn_cast<ForStmt>(*It))
      Scan(FS->getInit());
    if (Found)
      return Found;
    // A region in a lambda's body: its parameters, before what is around
    // the lambda.
    if (const auto *LE = dyn_cast<LambdaExpr>(*It))
      for (const ParmVarDecl *P : LE->getCallOperator()->parameters())
        if (P->getName() == Name)
          return P;
  }
  for (const ParmVarDecl *P : F.parameters())
    if (P->getName() == Name)
      return P;
  // A template's 'N' (an instantiation's directives have its value).
  for (const NamedDecl *P : templateParameters(F))
    if (isa<NonTypeTemplateParmDecl>(P) && P->getName() == Name)
      return P;
  // A member function's own members, before what the file declares.
  if (const FieldDecl *FD = thisField(Name))
    return FD;
  IdentifierInfo &II = Ctx.Idents.get(Name);
  if (const NamedDecl *ND = scopeVariable(II, L))
    return ND;
  for (const NamedDecl *ND : Ctx.getTranslationUnitDecl()->lookup(&II))
    if (before(seenAt(ND, L)->getLocation(), L))
      return seenAt(ND, L);
  return nullptr;
}

/// ND as the code at L names it: a variable's last declaration before L,
/// or (a member, which the class's member functions see wherever they
/// are) its first.
const NamedDecl *FunctionBinder::seenAt(const NamedDecl *ND,
                                        SourceLocation L) const {
  const auto *V = dyn_cast<VarDecl>(ND);
  if (!V)
    return ND;
  const VarDecl *Seen = nullptr;
  for (const VarDecl *R : V->redecls())
    if (before(R->getLocation(), L) &&
        (!Seen || before(Seen->getLocation(), R->getLocation())))
      Seen = R;
  return Seen ? Seen : V->getFirstDecl();
}

const NamedDecl *FunctionBinder::scopeVariable(IdentifierInfo &II,
                                               SourceLocation L) const {
  // Innermost first: its class's (and enclosing classes') static members
  // and enumerators, whatever their place in the class; its namespaces'
  // variables declared before L. (A friend defined in its class sees the
  // class's names: its lexical scopes, after the semantic ones of a
  // member defined out of its class.)
  std::vector<const DeclContext *> Scopes;
  for (const DeclContext *Start :
       {F.getDeclContext(), F.getLexicalDeclContext()})
    for (const DeclContext *DC = Start; DC; DC = DC->getParent())
      if (!llvm::is_contained(Scopes, DC->getPrimaryContext()))
        Scopes.push_back(DC->getPrimaryContext());
  for (const DeclContext *DC : Scopes) {
    const auto *Record = dyn_cast<CXXRecordDecl>(DC);
    if (!Record && !isa<NamespaceDecl>(DC))
      continue;
    for (const NamedDecl *ND : DC->lookup(&II))
      if ((isa<VarDecl>(ND) || isa<EnumConstantDecl>(ND)) &&
          (Record || before(seenAt(ND, L)->getLocation(), L)))
        return seenAt(ND, L);
    if (Record && Record->hasDefinition())
      for (const CXXBaseSpecifier &B : Record->bases())
        if (const auto *Base = B.getType()->getAsCXXRecordDecl())
          for (const NamedDecl *ND : Base->lookup(&II))
            if (isa<VarDecl>(ND) || isa<EnumConstantDecl>(ND))
              return seenAt(ND, L);
  }
  return nullptr;
}

/// The field named Name of Record or of a class it derives from.
static const FieldDecl *fieldNamed(const RecordDecl *Record,
                                   llvm::StringRef Name) {
  if (!Record || !Record->getDefinition())
    return nullptr;
  Record = Record->getDefinition();
  for (const FieldDecl *FD : Record->fields())
    if (FD->getName() == Name)
      return FD;
  if (const auto *C = dyn_cast<CXXRecordDecl>(Record))
    for (const CXXBaseSpecifier &B : C->bases())
      if (const FieldDecl *FD =
              fieldNamed(B.getType()->getAsRecordDecl(), Name))
        return FD;
  return nullptr;
}

const FieldDecl *FunctionBinder::thisField(llvm::StringRef Name) const {
  const auto *M = dyn_cast<CXXMethodDecl>(&F);
  if (!M || !M->isInstance())
    return nullptr;
  return fieldNamed(M->getParent(), Name);
}

static bool isConstData(QualType T);

bool FunctionBinder::isMemberFunction() const {
  const auto *M = dyn_cast<CXXMethodDecl>(&F);
  return M && M->isInstance();
}

/// The array members of numbers of Record and of the classes it derives
/// from (a derived class's first where two share a name), into Out.
static void arrayMembers(const RecordDecl *Record,
                         std::vector<const FieldDecl *> &Out) {
  if (!Record || !Record->getDefinition())
    return;
  Record = Record->getDefinition();
  auto Named = [&](const FieldDecl *FD) {
    return llvm::any_of(Out, [&](const FieldDecl *O) {
      return O->getName() == FD->getName();
    });
  };
  for (const FieldDecl *FD : Record->fields()) {
    const Type *T = FD->getType()->getUnqualifiedDesugaredType();
    if (FD->isBitField() || FD->getName().empty() ||
        !isa<ConstantArrayType>(T) || Named(FD))
      continue;
    QualType Element = QualType(T, 0);
    while (const auto *A = dyn_cast<ArrayType>(
               Element->getUnqualifiedDesugaredType()))
      Element = A->getElementType();
    if (Element->isArithmeticType() || Element->isEnumeralType())
      Out.push_back(FD);
  }
  if (const auto *C = dyn_cast<CXXRecordDecl>(Record))
    for (const CXXBaseSpecifier &B : C->bases())
      arrayMembers(B.getType()->getAsRecordDecl(), Out);
}

/// C++'s 'this' (or 'this[0:1]') in a data clause: the member function's
/// object. Kernels reach its members by value (MemberVariables.h), scalars
/// and pointers as the region starts, so of the object's bytes only its
/// array members need device copies: they take the item's place, each moved
/// as the clause moves the object ('copyin(this)' copies them in, 'exit
/// data delete(this)' releases them). A clause left without items goes,
/// and an enter or exit data left without a data clause has nothing to do
/// (false, as after an error).
bool FunctionBinder::expandThis(Directive &D) {
  bool Expanded = false;
  for (Clause &C : D.Clauses) {
    // A member the clause names itself keeps the clause's item.
    llvm::StringSet<> Named;
    for (const DataItem &I : C.Items)
      if (I.Name != "this")
        Named.insert(I.Name);
    bool Out = C.Kind == ClauseKind::Copy || C.Kind == ClauseKind::Copyout ||
               C.Kind == ClauseKind::Updateout;
    std::vector<DataItem> Items;
    for (DataItem &Item : C.Items) {
      if (!Item.This || Item.Name != "this") {
        Items.push_back(std::move(Item));
        continue;
      }
      if (!isMemberFunction()) {
        Diags.report(Item.Loc, Diag::ThisOutsideMember) << spelling(C.Kind);
        return false;
      }
      Expanded = true;
      std::vector<const FieldDecl *> Members;
      arrayMembers(cast<CXXMethodDecl>(&F)->getParent(), Members);
      for (const FieldDecl *FD : Members) {
        // (A const array is never copied out: a copy of the object
        // brings back what the device may write.)
        if (Named.contains(FD->getName()) ||
            (Out && isConstData(FD->getType())))
          continue;
        DataItem Member;
        Member.Name = FD->getName().str();
        Member.Loc = Item.Loc;
        Member.This = true;
        Items.push_back(std::move(Member));
      }
    }
    C.Items = std::move(Items);
  }
  if (!Expanded)
    return true;
  llvm::erase_if(D.Clauses, [](const Clause &C) {
    return argumentOf(C.Kind) == ClauseArgument::List && C.Items.empty();
  });
  return !isExecutable(D.Kind) || llvm::any_of(D.Clauses, [](const Clause &C) {
    return isDataClause(C.Kind);
  });
}

/// Item's declaration: a variable, or the variable its member path stands
/// for (MemberVariables.h); null after an error.
const ValueDecl *FunctionBinder::resolveItem(const Clause &C,
                                             const DataItem &Item,
                                             const NamedDecl *ND) {
  const ValueDecl *Root = nullptr;
  std::vector<MemberStep> Steps;
  bool ImplicitThis = false;
  QualType T;
  if (const auto *FD = dyn_cast<FieldDecl>(ND)) {
    ImplicitThis = true;
    Steps.push_back({FD, true});
    T = memberPathType(F, nullptr, Steps, Ctx);
  } else if (isa<VarDecl>(ND)) {
    Root = cast<VarDecl>(ND);
    T = Root->getType().getNonReferenceType();
  } else {
    Diags.report(Item.Loc, Diag::NotAVariable) << Item.Name << spelling(C.Kind);
    return nullptr;
  }
  // A container's elements: 'v[0:n]' is 'v.data()[0:n]'.
  auto Elements = [&]() -> const ValueDecl * {
    QualType E = containerElement(T);
    return E.isNull() ? nullptr
                      : containerData(Ctx, F,
                                      pathSpelling(Root, Steps, ImplicitThis, &F),
                                      E);
  };
  if (!ImplicitThis && Item.Members.empty())
    if (const ValueDecl *Data = Elements(); Data || Root)
      return Data ? Data : Root;
  std::string Path = Item.root().str();
  for (const DataItem::Step &S : Item.Members) {
    QualType Record = T;
    if (S.Arrow && Record->isPointerType())
      Record = Record->getPointeeType();
    const FieldDecl *FD =
        S.Arrow == T->isPointerType()
            ? fieldNamed(Record->getAsRecordDecl(), S.Member)
            : nullptr;
    // (A template's member of a dependent type: each instantiation binds
    // the clause with its own type; the template's own region runs none of
    // it. Found by a bug-hunting helper: 'copy(b.p[0:b.n])' with Buf<T>
    // &b was an error.)
    if (!FD && Record->isDependentType()) {
      DependentItems.insert(&Item);
      return nullptr;
    }
    if (!FD) {
      Diags.report(Item.Loc, Diag::NoSuchMember)
          << Item.Name << spelling(C.Kind)
          << ("'" + Path + "' (" + T.getAsString() + ")") << S.Member;
      return nullptr;
    }
    Steps.push_back({FD, S.Arrow});
    Path += (S.Arrow ? "->" : ".") + S.Member;
    T = memberPathType(F, Root, Steps, Ctx);
  }
  if (const ValueDecl *Data = Elements())
    return Data;
  // (A member of a dependent container type, 'std::vector<T> u': each
  // instantiation's, as above; a 'T *' member moves as a pointer.)
  if (T->isDependentType() && !T->isPointerType() && !T->isArrayType()) {
    DependentItems.insert(&Item);
    return nullptr;
  }
  if (std::string Why = whyNotMemberVariable(Steps, T); !Why.empty()) {
    Diags.report(Item.Loc, Diag::MemberNotVariable)
        << Item.Name << spelling(C.Kind) << Why;
    return nullptr;
  }
  return memberPathVariable(Ctx, F, Root, Steps, ImplicitThis);
}

bool FunctionBinder::checkShape(const Clause &C, const DataItem &Item) {
  QualType T = cast<ValueDecl>(Item.Decl)->getType().getNonReferenceType();
  if (C.Kind == ClauseKind::Deviceptr && !T->isPointerType()) {
    Diags.report(Item.Loc, Diag::DeviceptrNotPointer) << Item.Name;
    return false;
  }
  std::vector<Dimension> Dims = dimensionsOf(T, Ctx);
  // A section of the pointers alone would give the device the host's
  // addresses of the rows.
  if (Item.Sections.size() == 1 && !rowElementType(T).isNull()) {
    Diags.report(Item.Loc, Diag::RowsNeedSection)
        << Item.Name << spelling(C.Kind) << T.getAsString();
    return false;
  }
  if (Item.Sections.size() > Dims.size()) {
    Diags.report(Item.Sections[Dims.size()].Loc, Diag::TooManySubscripts)
        << Item.Name << unsigned(Item.Sections.size()) << unsigned(Dims.size());
    return false;
  }
  for (size_t I = 0; I < Item.Sections.size(); ++I) {
    const Section &S = Item.Sections[I];
    const Dimension &Dim = Dims[I];
    if (!S.Upper && Dim.Extent == Dimension::Unknown) {
      Diags.report(S.Loc, Diag::UpperBoundUnknown) << Item.Name;
      return false;
    }
    if (S.Upper && Dim.Extent == Dimension::Fixed)
      if (std::optional<int64_t> Hi = S.Upper->evaluateConstant())
        if (uint64_t(*Hi) >= Dim.Size) {
          Diags.report(S.Upper->loc(), Diag::SubarrayOutOfBounds)
              << Item.Name << *Hi << unsigned(Dim.Size);
          return false;
        }
  }
  return true;
}

/// Whether Name is the index a for loop at or inside S declares (cache
/// sections are written in the indices of the loops they apply to, which
/// are not in scope at the directive).
static bool declaresIndex(const Stmt *S, llvm::StringRef Name) {
  if (!S)
    return false;
  if (const auto *F = dyn_cast<ForStmt>(S))
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()))
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D); V && V->getName() == Name)
          return true;
  for (const Stmt *C : S->children())
    if (declaresIndex(C, Name))
      return true;
  return false;
}

const Stmt *cuacc::withoutLoopHints(const Stmt *S) {
  const Stmt *Inner = S;
  while (const auto *A = dyn_cast_or_null<AttributedStmt>(Inner))
    Inner = A->getSubStmt();
  return isa_and_nonnull<ForStmt, WhileStmt, DoStmt>(Inner) ? Inner : S;
}

bool cuacc::reachesType(QualType T, llvm::function_ref<bool(QualType)> Pred) {
  while (true) {
    if (const auto *PT = T->getAs<PointerType>())
      T = PT->getPointeeType();
    else if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
      T = AT->getElementType();
    else
      return false;
    if (Pred(T))
      return true;
  }
}

QualType cuacc::rowElementType(QualType T) {
  // Rows through pointers: 'double **a', or an array of row pointers,
  // 'double *comp[3]' (which the host passes as a 'double **').
  T = T.getNonReferenceType();
  QualType Rows;
  if (const auto *Outer = T->getAs<PointerType>())
    Rows = Outer->getPointeeType();
  else if (const auto *A = dyn_cast<ConstantArrayType>(T.getCanonicalType()))
    Rows = A->getElementType();
  const auto *Inner = Rows.isNull() ? nullptr : Rows->getAs<PointerType>();
  if (!Inner)
    return QualType();
  QualType E = Inner->getPointeeType();
  if (E->isPointerType() || E->isArrayType() || E->isFunctionType() ||
      E->isVoidType() || E->isIncompleteType())
    return QualType();
  return E;
}

/// Whether the data a variable of type T holds or points to is const (a
/// const pointer, 'double *const x', may point to data a copy writes).
static bool isConstData(QualType T) {
  return (!T->isPointerType() && T.isConstQualified()) ||
         reachesType(T, [](QualType E) { return E.isConstQualified(); });
}

/// What a pointer points to or an array holds; null for any other type
/// (and for null).
static QualType elementType(QualType T) {
  if (T.isNull())
    return T;
  if (const auto *PT = T->getAs<PointerType>())
    return PT->getPointeeType();
  if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    return AT->getElementType();
  return QualType();
}

/// The C type of a bound, as far as the directive tells it; null where it
/// cannot (a struct member, an undeclared callee). Integer arithmetic is
/// 'long' and floating arithmetic 'double': only integer or not matters to
/// checkBound, not C's exact promotions.
QualType FunctionBinder::typeOf(const DirectiveExpr &E, SourceLocation L,
                                const std::vector<const Stmt *> &Path) const {
  using K = DirectiveExpr::Kind;
  auto Op = [&](unsigned I) { return typeOf(*E.operands()[I], L, Path); };
  switch (E.kind()) {
  case K::IntLiteral:
  case K::CharLiteral:
  case K::SizeofType:
    return Ctx.LongTy;
  case K::FloatLiteral:
    return Ctx.DoubleTy;
  case K::Name:
    if (const auto *V = dyn_cast_or_null<ValueDecl>(lookup(E.text(), L, Path)))
      return V->getType();
    return QualType();
  case K::Paren:
    return Op(0);
  case K::Conditional:
    return Op(1);
  case K::Unary:
    return unaryType(E.text(), Op(0));
  case K::Binary:
    return binaryType(E.text(), Op(0), Op(1));
  case K::Call: {
    const auto *F = dyn_cast_or_null<FunctionDecl>(lookup(E.text(), L, Path));
    return F ? F->getReturnType() : QualType();
  }
  case K::Subscript:
    return elementType(Op(0));
  case K::Member:
  case K::MemberCall:
    return QualType();
  case K::Cast:
    return castType(E.text());
  }
  return QualType();
}

QualType FunctionBinder::unaryType(llvm::StringRef Op,
                                   QualType Operand) const {
  if (Op == "*")
    return elementType(Operand);
  if (Op == "&")
    return Operand.isNull() ? QualType() : Ctx.getPointerType(Operand);
  if (Op == "!")
    return Ctx.IntTy;
  // sizeof (table) is a size, whatever table is.
  if (Op.starts_with("sizeof"))
    return Ctx.getSizeType();
  return Operand;
}

QualType FunctionBinder::binaryType(llvm::StringRef Op, QualType A,
                                    QualType B) const {
  if (A.isNull() || B.isNull())
    return QualType();
  if (Op == "<" || Op == ">" || Op == "<=" || Op == ">=" || Op == "==" ||
      Op == "!=" || Op == "&&" || Op == "||")
    return Ctx.IntTy;
  // Pointer arithmetic: a pointer and an integer is the pointer; two
  // pointers subtracted, a difference.
  bool PA = A->isPointerType() || A->isArrayType();
  bool PB = B->isPointerType() || B->isArrayType();
  if (PA && PB)
    return Op == "-" ? Ctx.LongTy : A;
  if (PA || PB)
    return PA ? A : B;
  if (A->isRealFloatingType() || B->isRealFloatingType())
    return Ctx.DoubleTy;
  return A->isIntegralOrEnumerationType() && B->isIntegralOrEnumerationType()
             ? Ctx.LongTy
             : QualType();
}

/// A cast's type as written: the directive keeps the type name as text,
/// which tells a pointer and a floating type from an integer.
QualType FunctionBinder::castType(llvm::StringRef TypeName) const {
  if (TypeName.contains('*'))
    return Ctx.VoidPtrTy;
  if (TypeName.contains("float") || TypeName.contains("double"))
    return Ctx.DoubleTy;
  return Ctx.LongTy;
}

/// A subarray bound is an integer: a float, a pointer, an array or a
/// function would be cast to a count of elements at run time.
bool FunctionBinder::checkBound(const ExprRef &E, const Clause &C,
                                const DataItem &Item, SourceLocation L,
                                const std::vector<const Stmt *> &Path) {
  if (!E)
    return true;
  // Its type first: a[0:1.5] is no integer, whether or not it has a value.
  QualType T = typeOf(*E, L, Path);
  if (E->isLiteralOnly() && !E->evaluateConstant() &&
      (T.isNull() || T->isIntegralOrEnumerationType())) {
    Diags.report(E->loc(), Diag::BoundNotComputable)
        << E->str() << (spelling(C.Kind) + "(" + Item.Name + ")").str();
    return false;
  }
  if (T.isNull() || T->isIntegralOrEnumerationType())
    return true;
  Diags.report(E->loc(), Diag::BoundNotInteger)
      << E->str() << (spelling(C.Kind) + "(" + Item.Name + ")").str()
      << T.getAsString();
  return false;
}

bool FunctionBinder::resolveNames(Directive &D,
                                  const std::vector<const Stmt *> &Path) {
  bool OK = true;
  auto CheckExpr = [&](const ExprRef &E, const Clause &C) {
    if (!E)
      return;
    E->forEachName([&](const DirectiveExpr &N) {
      if (N.text() == "this" && isMemberFunction())
        return; // C++'s 'this->n'
      if (!lookup(N.text(), D.Loc, Path) &&
          !(C.Kind == ClauseKind::Cache && declaresIndex(D.Statement, N.text()))) {
        Diags.report(N.loc(), Diag::UndeclaredVariable)
            << N.text() << spelling(C.Kind);
        OK = false;
      }
    });
  };
  for (Clause &C : D.Clauses) {
    if (C.Kind != ClauseKind::Default) // default(none): a word, not a name
      CheckExpr(C.Condition, C);
    for (DataItem &Item : C.Items) {
      for (const Section &S : Item.Sections) {
        CheckExpr(S.Lower, C);
        if (!S.SingleElement)
          CheckExpr(S.Length ? S.Length : S.Upper, C);
      }
      // 'this->m': the object's member m, whatever a local named m hides.
      const NamedDecl *ND = Item.This ? thisField(Item.root())
                                      : lookup(Item.root(), D.Loc, Path);
      if (!ND) {
        Diags.report(Item.Loc, Diag::UndeclaredVariable)
            << Item.root() << spelling(C.Kind);
        OK = false;
        continue;
      }
      Item.Decl = resolveItem(C, Item, ND);
      if (!Item.Decl) {
        OK &= DependentItems.erase(&Item) != 0;
        continue;
      }
      // A template's item of a dependent type ('std::vector<T> &y'): its
      // shape is each instantiation's (found by a bug-hunting helper: the
      // template's 'copy(y[0:y.size()])' was an error).
      if (QualType T =
              cast<ValueDecl>(Item.Decl)->getType().getNonReferenceType();
          T->isDependentType() && !T->isPointerType() && !T->isArrayType()) {
        Item.Decl = nullptr;
        continue;
      }
      OK &= checkShape(C, Item);
      for (const Section &S : Item.Sections) {
        OK &= checkBound(S.Lower, C, Item, D.Loc, Path);
        if (!S.SingleElement)
          OK &= checkBound(S.Upper, C, Item, D.Loc, Path);
      }
      if ((C.Kind == ClauseKind::Copy || C.Kind == ClauseKind::Copyout ||
           C.Kind == ClauseKind::Updateout) &&
          isConstData(Item.Decl->getType().getNonReferenceType())) {
        Diags.report(Item.Loc, Diag::ConstCopiedOut)
            << Item.Name << spelling(C.Kind);
        OK = false;
      }
    }
    // (A template's items of dependent members: its instantiations' own.)
    llvm::erase_if(C.Items, [](const DataItem &I) { return !I.Decl; });
  }
  return OK;
}

/// Whether Outer's statement holds Inner: lexically, or because both apply to
/// the same statement and Outer is written first.
static bool encloses(const SourceManager &SM, const Directive &Outer,
                     const Directive &Inner) {
  if (!Outer.Statement || isExecutable(Outer.Kind))
    return false;
  if (Outer.Statement == Inner.Statement)
    return true; // bound in source order, so Outer comes first
  return rangeContains(SM, Outer.scope(), Inner.Loc);
}

/// The vector widths the user wrote on a loop and the loops around it are
/// threads of one block: their product must fit in one.
bool FunctionBinder::checkVectorWidths(const std::vector<Directive> &Bound,
                                       const Directive &D) {
  const Clause *V = D.find(ClauseKind::Vector);
  if (!V || !V->Count)
    return true;
  int64_t Threads = *V->Count;
  for (const Directive &O : Bound)
    if (needsForLoop(O.Kind) && encloses(SM, O, D))
      if (const Clause *OV = O.find(ClauseKind::Vector); OV && OV->Count)
        Threads *= *OV->Count;
  if (Threads <= 1024)
    return true;
  Diags.report(V->Loc, Diag::NestedVectorTooWide) << int(Threads);
  return false;
}

bool FunctionBinder::checkNesting(const std::vector<Directive> &Bound,
                                  const Directive &D) {
  const Directive *Region = nullptr;
  for (const Directive &O : Bound) {
    if (isComputeRegion(O.Kind) && encloses(SM, O, D))
      Region = &O;
    if (needsForLoop(D.Kind) && needsForLoop(O.Kind) &&
        O.Statement == D.Statement) {
      Diags.report(D.Loc, Diag::DuplicateLoopDirective)
          << O.name() << lineOf(O.Loc);
      return false;
    }
  }
  switch (D.Kind) {
  case DirectiveKind::Region:
  case DirectiveKind::RegionFor:
    if (Region) {
      Diags.report(D.Loc, Diag::NestedRegion) << lineOf(Region->Loc);
      return false;
    }
    return D.Kind == DirectiveKind::Region || checkVectorWidths(Bound, D);
  case DirectiveKind::DataRegion:
    if (Region) {
      Diags.report(D.Loc, Diag::DataRegionInRegion) << lineOf(Region->Loc);
      return false;
    }
    return true;
  case DirectiveKind::Update:
  case DirectiveKind::EnterData:
  case DirectiveKind::ExitData:
  case DirectiveKind::HostData: // its statement runs on the host
    if (Region) {
      Diags.report(D.Loc, Diag::UpdateInRegion)
          << lineOf(Region->Loc) << D.name();
      return false;
    }
    return true;
  case DirectiveKind::For:
    // An OpenACC loop outside a compute construct (an orphaned loop, in a
    // function a kernel calls): the loop runs as written wherever it is
    // called, which is what its directive can only speed up.
    if (!Region && D.isOpenACC())
      return false;
    if (!Region) {
      Diags.report(D.Loc, Diag::ForOutsideRegion);
      return false;
    }
    return checkVectorWidths(Bound, D);
  case DirectiveKind::Atomic:
    return true;
  }
  return true;
}

/// The elements a constant section of a declared array spans, first and
/// last in memory order (what the runtime's present table compares); none
/// when a bound is not a constant or the array is a pointer.
static std::optional<std::pair<int64_t, int64_t>>
constantSpan(const DataItem &Item, const ASTContext &Ctx) {
  QualType T = cast<ValueDecl>(Item.Decl)->getType().getNonReferenceType();
  if (!Ctx.getAsArrayType(T))
    return std::nullopt;
  std::vector<Dimension> Dims = dimensionsOf(T, Ctx);
  int64_t First = 0, Last = 0;
  for (size_t K = 0; K < Dims.size(); ++K) {
    if (Dims[K].Extent != Dimension::Fixed)
      return std::nullopt;
    int64_t Size = int64_t(Dims[K].Size), Lo = 0, Hi = Size - 1;
    if (K < Item.Sections.size()) {
      const Section &S = Item.Sections[K];
      std::optional<int64_t> L = S.Lower ? S.Lower->evaluateConstant() : 0;
      std::optional<int64_t> H =
          S.Upper ? S.Upper->evaluateConstant() : std::optional(Hi);
      if (!L || !H)
        return std::nullopt;
      Lo = *L;
      Hi = *H;
    }
    First = First * Size + Lo;
    Last = Last * Size + Hi;
  }
  if (First > Last)
    return std::nullopt; // empty: present or not, nothing moves
  return std::make_pair(First, Last);
}

/// A section of an array that an enclosing data region holds in part
/// stops the program when it runs ("partly present"): with constant
/// bounds, an error here instead.
bool FunctionBinder::checkEnclosedSections(const std::vector<Directive> &Bound,
                                           const Directive &D) {
  // Whether an enclosing data region holds all of Item (then a region
  // between that holds part of it made nothing of its own: found by a
  // bug-hunting helper, 'data copy(a[0:1000])' around 'data copy(a[100:
  // 200])' around 'update host(a[0:500])').
  auto Covered = [&](const DataItem &Item,
                     std::pair<int64_t, int64_t> In) {
    for (const Directive &O : Bound) {
      if (O.Kind != DirectiveKind::DataRegion || !encloses(SM, O, D))
        continue;
      for (const Clause &OC : O.Clauses) {
        if (!isDataClause(OC.Kind) || OC.Kind == ClauseKind::Deviceptr)
          continue;
        for (const DataItem &Outer : OC.Items)
          if (Outer.Decl == Item.Decl)
            if (auto Out = constantSpan(Outer, Ctx);
                Out && In.first >= Out->first && In.second <= Out->second)
              return true;
      }
    }
    return false;
  };
  for (const Directive &O : Bound) {
    if (O.Kind != DirectiveKind::DataRegion || !encloses(SM, O, D))
      continue;
    for (const Clause &C : D.Clauses) {
      if ((!isDataClause(C.Kind) && C.Kind != ClauseKind::UpdateHost &&
           C.Kind != ClauseKind::UpdateDevice) ||
          C.Kind == ClauseKind::Deviceptr)
        continue;
      for (const DataItem &Item : C.Items)
        for (const Clause &OC : O.Clauses) {
          if (!isDataClause(OC.Kind) || OC.Kind == ClauseKind::Deviceptr)
            continue;
          for (const DataItem &Outer : OC.Items) {
            if (Outer.Decl != Item.Decl || !Item.Decl)
              continue;
            auto In = constantSpan(Item, Ctx), Out = constantSpan(Outer, Ctx);
            if (!In || !Out || In->second < Out->first ||
                In->first > Out->second ||
                (In->first >= Out->first && In->second <= Out->second) ||
                Covered(Item, *In))
              continue;
            Diags.report(Item.Loc, Diag::SectionPartlyPresent)
                << Item.Name
                << ((D.Kind == DirectiveKind::Update ? "update " : "") +
                    clauseName(C.Kind, D.Model).str())
                << lineOf(O.Loc);
            Diags.report(Outer.Loc, Diag::EnclosingSectionHere) << Item.Name;
            return false;
          }
        }
    }
  }
  return true;
}

/// The jumps in a function body (gotos and case labels) and where they land.
static void collectJumps(const Stmt *S, const SwitchStmt *Switch,
                         std::vector<std::pair<const Stmt *, const Stmt *>> &Out) {
  if (!S)
    return;
  if (const auto *G = dyn_cast<GotoStmt>(S))
    Out.push_back({G, G->getLabel()->getStmt()});
  if (isa<SwitchCase>(S) && Switch)
    Out.push_back({Switch, S});
  if (const auto *Sw = dyn_cast<SwitchStmt>(S))
    Switch = Sw;
  for (const Stmt *C : S->children())
    collectJumps(C, Switch, Out);
}

/// A goto or a switch outside a region or data region whose label is
/// inside it would skip the entry (the data's allocation and copy-in): an
/// error at the jump, and the directive is dropped so that nothing else is
/// said about it.
void FunctionBinder::dropJumpedInto(std::vector<Directive> &Bound) {
  std::vector<std::pair<const Stmt *, const Stmt *>> Jumps;
  collectJumps(F.getBody(), nullptr, Jumps);
  auto Inside = [&](const Stmt *S, const Directive &D) {
    return rangeContains(SM, D.scope(), S->getBeginLoc());
  };
  std::vector<Directive> Kept;
  for (Directive &D : Bound) {
    bool Jumped = false;
    if (D.Statement && (D.Kind == DirectiveKind::DataRegion ||
                        isComputeRegion(D.Kind)))
      for (const auto &[From, To] : Jumps)
        if (To && Inside(To, D) && !Inside(From, D) &&
            To != D.Statement) {
          Diags.report(From->getBeginLoc(), Diag::JumpIntoRegion)
              << (isa<GotoStmt>(From) ? "goto" : "switch")
              << (D.Kind == DirectiveKind::DataRegion ? "data region"
                                                      : "region")
              << lineOf(D.Loc);
          Jumped = true;
        }
    if (!Jumped)
      Kept.push_back(std::move(D));
  }
  Bound = std::move(Kept);
}

std::vector<Directive> FunctionBinder::bind(std::vector<Directive> Pending) {
  std::vector<Directive> Bound;
  std::map<std::string, std::string> Values = templateArgumentValues(F);
  for (Directive &D : Pending) {
    D.Function = &F;
    substituteValues(D, Values);
    std::vector<const Stmt *> Path;
    if (!place(D, Path) || !expandThis(D))
      continue;
    if (!resolveNames(D, Path))
      continue;
    if (!checkNesting(Bound, D) || !checkEnclosedSections(Bound, D))
      continue;
    Bound.push_back(std::move(D));
  }
  dropJumpedInto(Bound);
  return openACCLoops(std::move(Bound));
}

/// Each 'atomic' (or 'atomic update') statement goes to the compute
/// construct around it: the analysis makes the updates atomic operations
/// where that lets their loop run in parallel (read, write and capture
/// forms are not updates of a reduction).
void FunctionBinder::attachAtomicUpdates(std::vector<Directive> &Bound) {
  for (const Directive &A : Bound) {
    if (A.Kind != DirectiveKind::Atomic || !A.Statement ||
        A.has(ClauseKind::AtomicRead) || A.has(ClauseKind::AtomicWrite) ||
        A.has(ClauseKind::AtomicCapture))
      continue;
    for (Directive &D : Bound)
      if (isComputeRegion(D.Kind) && D.Statement &&
          rangeContains(SM, D.Statement->getSourceRange(), A.Loc))
        D.AtomicUpdates.push_back(A.Statement);
  }
}

/// The loop directives of OpenACC as the PGI model's: in a 'parallel'
/// construct a loop is independent unless it says 'seq' or 'auto' (the
/// user asserts it); 'collapse(n)' gives the n-1 loops nested tightly in
/// the directive's loop the same directive (cuacc maps nests itself, so
/// what collapse adds is that they are loops of the construct).
std::vector<Directive> FunctionBinder::openACCLoops(std::vector<Directive> Bound) {
  // A loop that holds an 'atomic' is not independent by assertion: cuacc
  // does not make the statement atomic, so the analysis decides (a
  // reduction it finds, or the loop in order).
  std::vector<SourceLocation> Atomics;
  for (const Directive &D : Bound)
    if (D.Kind == DirectiveKind::Atomic)
      Atomics.push_back(D.Statement->getBeginLoc());
  attachAtomicUpdates(Bound);
  auto HoldsAtomic = [&](const Directive &D) {
    return llvm::any_of(Atomics, [&](SourceLocation L) {
      return rangeContains(SM, D.Statement->getSourceRange(), L);
    });
  };
  std::vector<Directive> Out;
  const Stmt *Parallel = nullptr; // the statement of the last compute region
  for (Directive &D : Bound) {
    if (isComputeRegion(D.Kind))
      Parallel = D.isParallelConstruct() ? D.Statement : nullptr;
    bool InParallel =
        Parallel && (Parallel == D.Statement ||
                     rangeContains(SM, Parallel->getSourceRange(), D.Loc));
    if (D.Kind == DirectiveKind::Atomic)
      continue;
    if (!D.isOpenACC() || !needsForLoop(D.Kind)) {
      Out.push_back(std::move(D));
      continue;
    }
    if (HoldsAtomic(D))
      llvm::erase_if(D.Clauses, [](const Clause &C) {
        return C.Kind == ClauseKind::Independent;
      });
    else if (InParallel && !D.has(ClauseKind::Seq) &&
             !D.has(ClauseKind::Auto) && !D.has(ClauseKind::Independent))
      D.Clauses.push_back({ClauseKind::Independent, D.Loc, std::nullopt,
                           nullptr, {}});
    std::vector<Directive> Inner = collapsed(D);
    Out.push_back(std::move(D));
    for (Directive &I : Inner)
      Out.push_back(std::move(I));
  }
  return Out;
}

/// For D's collapse(n): a loop directive on each of the n-1 loops nested
/// tightly in D's, independent or seq as D is.
std::vector<Directive> FunctionBinder::collapsed(const Directive &D) {
  std::vector<Directive> Inner;
  const Clause *Collapse = D.find(ClauseKind::Collapse);
  if (!Collapse || !Collapse->Count)
    return Inner;
  const Stmt *Loop = D.Statement;
  for (int64_t K = 1; K < *Collapse->Count; ++K) {
    const auto *For = dyn_cast<ForStmt>(Loop);
    if (!For)
      break;
    const Stmt *Body = For->getBody();
    const Stmt *Next = Body;
    if (const auto *CS = dyn_cast<CompoundStmt>(Body)) {
      Next = CS->size() == 1 ? CS->body_front() : nullptr;
      // force: the one loop among the body's statements (the others run
      // in each iteration of the outer loop).
      if (Collapse->Force) {
        Next = nullptr;
        for (const Stmt *S : CS->body())
          if (isa<ForStmt>(withoutLoopHints(S)))
            Next = Next ? Body : S; // a second loop: not collapsible
        if (Next == Body)
          Next = nullptr;
      }
    }
    Next = Next ? withoutLoopHints(Next) : nullptr;
    if (!isa_and_nonnull<ForStmt>(Next)) {
      Diags.report(Collapse->Loc, Diag::CollapseNotNested)
          << int(*Collapse->Count) << int(K);
      return {};
    }
    Directive L{DirectiveKind::For, D.Loc, {}, AccModel::OpenACC, "loop"};
    for (ClauseKind Kind : {ClauseKind::Independent, ClauseKind::Seq})
      if (D.has(Kind))
        L.Clauses.push_back({Kind, D.Loc, std::nullopt, nullptr, {}});
    L.Function = D.Function;
    L.Statement = Next;
    L.Parent = Body;
    Inner.push_back(std::move(L));
    Loop = Next;
  }
  return Inner;
}

std::vector<Directive> cuacc::bindDirectives(const FunctionDecl &F,
                                             std::vector<Directive> Directives,
                                             ASTContext &Ctx,
                                             DirectiveDiagnostics &Diags) {
  return FunctionBinder(F, Ctx, Diags).bind(std::move(Directives));
}
