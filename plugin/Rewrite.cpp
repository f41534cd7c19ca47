//===- Rewrite.cpp - giving the main parse code that runs regions on the GPU =//

#include "Rewrite.h"
#include "CuaccConsumer.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/Utils.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace cuacc;
using namespace clang;

namespace {

class PlanAction : public ASTFrontendAction {
public:
  PlanAction(const Options &Opts, FilePlan &Plan) : Opts(Opts), Plan(Plan) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    Preprocessor &PP = CI.getPreprocessor();
    PP.setPredefines(PP.getPredefines() + "#define _ACCEL 200908\n");
    return std::make_unique<CuaccConsumer>(Opts, CI.getDiagnostics(),
                                           /*CodeGen=*/false, &Plan);
  }

private:
  const Options &Opts;
  FilePlan &Plan;
};

} // namespace

FilePlan cuacc::rewriteForDevice(CompilerInstance &CI, llvm::StringRef InFile,
                                const Options &Opts) {
  // Every file is planned: a directive may come from a header, in a
  // function or a macro, as well as from the file itself.
  auto Inv = std::make_shared<CompilerInvocation>(CI.getInvocation());
  FrontendOptions &FO = Inv->getFrontendOpts();
  FO.Plugins.clear();
  FO.AddPluginActions.clear();
  FO.PluginArgs.clear();
  FO.ActionName.clear();
  FO.ProgramAction = frontend::ParseSyntaxOnly;
  FO.OutputFile.clear();
  // Standard input can be read once: the planning parse reads the text the
  // main parse already holds.
  SourceManager &MainSM = CI.getSourceManager();
  if (FO.Inputs.size() == 1 && FO.Inputs[0].isFile() &&
      FO.Inputs[0].getFile() == "-")
    FO.Inputs[0] = FrontendInputFile(
        MainSM.getBufferOrFake(MainSM.getMainFileID()), FO.Inputs[0].getKind());
  Inv->getDependencyOutputOpts() = DependencyOutputOptions();
  Inv->getDiagnosticOpts().VerifyDiagnostics = false;

  CompilerInstance Sub;
  Sub.setInvocation(Inv);
  Sub.createDiagnostics(new IgnoringDiagConsumer(), /*ShouldOwnClient=*/true);
  FilePlan Plan;
  PlanAction Act(Opts, Plan);
  // Errors are left to the main parse, which reports them.
  if (!Sub.ExecuteAction(Act) || Sub.getDiagnostics().hasErrorOccurred())
    return {};
  return Plan;
}

/// Where text goes to follow the statement S: after its last token, which
/// for a statement that ends in ';' (an expression, a do-while, a return)
/// is that ';'. Invalid when it cannot be told (inside a macro).
SourceLocation cuacc::afterStatement(const Stmt *S, const SourceManager &SM,
                                     const LangOptions &LO) {
  while (true) {
    if (const auto *F = dyn_cast<ForStmt>(S))
      S = F->getBody();
    else if (const auto *W = dyn_cast<WhileStmt>(S))
      S = W->getBody();
    else if (const auto *I = dyn_cast<IfStmt>(S))
      S = I->getElse() ? I->getElse() : I->getThen();
    else if (const auto *Sw = dyn_cast<SwitchStmt>(S))
      S = Sw->getBody();
    else if (const auto *L = dyn_cast<LabelStmt>(S))
      S = L->getSubStmt();
    else if (const auto *A = dyn_cast<AttributedStmt>(S))
      S = A->getSubStmt();
    else
      break;
  }
  SourceLocation End = S->getEndLoc();
  if (End.isInvalid() || End.isMacroID())
    return SourceLocation();
  if (isa<CompoundStmt>(S) || isa<DeclStmt>(S) || isa<NullStmt>(S))
    return Lexer::getLocForEndOfToken(End, 0, SM, LO);
  return Lexer::findLocationAfterToken(End, tok::semi, SM, LO,
                                       /*SkipTrailingWhitespaceAndNewLine=*/false);
}

/// How many times the file that holds Loc was entered (a header without
/// include guards can be entered several times, each with its own text).
unsigned cuacc::timesEntered(const SourceManager &SM, SourceLocation Loc) {
  OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(Loc));
  unsigned N = 0;
  for (unsigned I = 0; I < SM.local_sloc_entry_size(); ++I) {
    const SrcMgr::SLocEntry &E = SM.getLocalSLocEntry(I);
    if (!E.isFile() || !F)
      continue;
    OptionalFileEntryRef Entered = E.getFile().getContentCache().OrigEntry;
    if (Entered && Entered->getUniqueID() == F->getUniqueID())
      ++N;
  }
  return N;
}

/// Why text cannot be put around the statement S; empty when it can. The
/// file compiled and the headers it includes once are rewritten.
std::string cuacc::whyNotRewritable(const Stmt *S, const SourceManager &SM,
                                    const LangOptions &LO) {
  SourceLocation Begin = S->getBeginLoc();
  SourceLocation End = afterStatement(S, SM, LO);
  if (Begin.isMacroID() || End.isInvalid())
    return "the region's statement comes from a macro expansion, which cuacc "
           "cannot rewrite";
  if (SM.isInMainFile(Begin))
    return "";
  std::string Name = SM.getFilename(Begin).str();
  if (SM.isInSystemHeader(Begin))
    return "the region is in the system header '" + Name + "'";
  if (timesEntered(SM, Begin) != 1)
    return "the region is in '" + Name +
           "', which is included more than once";
  return "";
}
