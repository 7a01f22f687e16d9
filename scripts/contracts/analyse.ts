// Reads a build's sources with the TypeScript checker (issue 42, decision 0068): which host
// contract members and which catalogue endpoints its code uses, and what the host contract
// provides. Types, not text: `const { notify } = useHost()` and `host.notify(…)` are both
// HostContract.notify, and an endpoint imported under another name or through a barrel is still
// the one `defineEndpoint` it resolves to.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { HOST_CONTRACT_MODULES, SHARED_PACKAGE } from '../../server/src/modules/releases/federationModules.ts';
import type { HostSurface } from '../../server/src/modules/releases/contracts/record.ts';

export interface EndpointReference {
  method: string;
  path: string;
}

export interface SourceAnalysis {
  /** What the files use of the host contract. */
  host: HostSurface;
  /** The catalogue's endpoints they import. */
  endpoints: EndpointReference[];
  /** What the host contract in this checkout gives remotes. */
  provides: HostSurface;
}

interface SharedPackage {
  exports: Record<string, string>;
  servenear: { hostContract: string };
}

function sharedPackage(repoRoot: string): SharedPackage {
  return JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')) as SharedPackage;
}

/** '@servenear/shared/host' → <repo>/shared/src/host/index.ts, for each host contract module. */
function hostModuleFiles(repoRoot: string): Map<string, string> {
  const { exports } = sharedPackage(repoRoot);
  return new Map(
    [...HOST_CONTRACT_MODULES].map((module) => [module, path.join(repoRoot, 'shared', exports[`.${module.slice(SHARED_PACKAGE.length)}`]!)]),
  );
}

function createProgram(repoRoot: string, files: string[]): ts.Program {
  const config = ts.readConfigFile(path.join(repoRoot, 'tsconfig.base.json'), (file) => ts.sys.readFile(file));
  const { options } = ts.convertCompilerOptionsFromJson(config.config.compilerOptions, repoRoot);
  // Node's and jest's globals are no part of a browser build's contract, and cost a second to load.
  return ts.createProgram(files, { ...options, types: [], noEmit: true });
}

const contractFile = (repoRoot: string) => path.join(repoRoot, 'shared', 'src', 'host', 'contract.ts');

/** Every `Interface.member` the host contract declares (shared/src/host/contract.ts). */
function contractMembers(program: ts.Program, repoRoot: string): string[] {
  const source = program.getSourceFile(contractFile(repoRoot));
  if (!source) throw new Error(`${contractFile(repoRoot)} is not part of the program`);
  const members: string[] = [];
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node)) return;
    for (const member of node.members) if (member.name && ts.isIdentifier(member.name)) members.push(`${node.name.text}.${member.name.text}`);
  });
  return members.sort();
}

/** The `method` and `path` literals of a `defineEndpoint({ … })` call, or null for anything else. */
function endpointDefinition(declaration: ts.Declaration): EndpointReference | null {
  if (!ts.isVariableDeclaration(declaration) || !declaration.initializer || !ts.isCallExpression(declaration.initializer)) return null;
  const call = declaration.initializer;
  if (!ts.isIdentifier(call.expression) || call.expression.text !== 'defineEndpoint') return null;
  const spec = call.arguments[0];
  if (!spec || !ts.isObjectLiteralExpression(spec)) return null;
  const literal = (name: string) => {
    const property = spec.properties.find((candidate) => ts.isPropertyAssignment(candidate) && ts.isIdentifier(candidate.name) && candidate.name.text === name);
    return property && ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer) ? property.initializer.text : null;
  };
  const method = literal('method');
  const endpointPath = literal('path');
  if (!method || !endpointPath) {
    const { line } = declaration.getSourceFile().getLineAndCharacterOfPosition(declaration.getStart());
    throw new Error(`${declaration.getSourceFile().fileName}:${line + 1}: an endpoint's method and path must be string literals, for the contract record`);
  }
  return { method, path: endpointPath };
}

/** The host contract modules' run-time exports and the contract's interfaces' members. */
function providedSurface(program: ts.Program, repoRoot: string): HostSurface {
  const checker = program.getTypeChecker();
  const exports: Record<string, string[]> = {};
  for (const [module, file] of [...hostModuleFiles(repoRoot)].sort(([a], [b]) => a.localeCompare(b))) {
    const symbol = checker.getSymbolAtLocation(program.getSourceFile(file)!);
    const values = checker.getExportsOfModule(symbol!).filter((exported) => {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      return (target.flags & ts.SymbolFlags.Value) !== 0;
    });
    exports[module] = values.map((exported) => exported.name).sort();
  }
  return { version: sharedPackage(repoRoot).servenear.hostContract, exports, members: contractMembers(program, repoRoot) };
}

/**
 * @internal The build's contracts plugin calls it (scripts/contracts/contractsPlugin.ts, loaded by the rspack configs).
 *
 * What these source files (a build's modules) use of the host contract and the endpoint catalogue,
 * and what the checkout's host contract provides, from one program. The host contract modules' own
 * files are the shell's, so their uses are not counted.
 */
export function analyseSources(repoRoot: string, files: readonly string[]): SourceAnalysis {
  const program = createProgram(repoRoot, [...files, ...hostModuleFiles(repoRoot).values()]);
  const checker = program.getTypeChecker();
  const contract = contractFile(repoRoot);
  const memberNames = new Set(contractMembers(program, repoRoot).map((member) => member.split('.')[1]!));
  const hostDirs = [...hostModuleFiles(repoRoot).values()].map((file) => `${path.dirname(file)}${path.sep}`);
  const endpointsDir = path.join(repoRoot, 'shared', 'src', 'endpoints') + path.sep;

  const members = new Set<string>();
  const imports = new Map<string, Set<string>>();
  const endpoints = new Map<string, EndpointReference>();

  const recordMember = (symbol: ts.Symbol | undefined) => {
    const declaration = symbol?.declarations?.[0];
    if (!declaration || declaration.getSourceFile().fileName !== contract) return;
    if ((ts.isPropertySignature(declaration) || ts.isMethodSignature(declaration)) && ts.isInterfaceDeclaration(declaration.parent)) {
      members.add(`${declaration.parent.name.text}.${symbol!.name}`);
    }
  };
  const recordImport = (node: ts.ImportSpecifier) => {
    const declaration = node.parent.parent.parent;
    if (node.isTypeOnly || declaration.importClause?.isTypeOnly || !ts.isStringLiteral(declaration.moduleSpecifier)) return;
    const module = declaration.moduleSpecifier.text;
    if (HOST_CONTRACT_MODULES.has(module)) {
      if (!imports.has(module)) imports.set(module, new Set());
      imports.get(module)!.add((node.propertyName ?? node.name).text);
      return;
    }
    const symbol = checker.getSymbolAtLocation(node.name);
    if (!symbol || !(symbol.flags & ts.SymbolFlags.Alias)) return;
    const target = checker.getAliasedSymbol(symbol).declarations?.[0];
    if (!target?.getSourceFile().fileName.startsWith(endpointsDir)) return;
    const endpoint = endpointDefinition(target);
    if (endpoint) endpoints.set(`${endpoint.method} ${endpoint.path}`, endpoint);
  };

  const wanted = new Set(files.map((file) => path.resolve(file)));
  for (const source of program.getSourceFiles()) {
    if (!wanted.has(source.fileName) || hostDirs.some((dir) => source.fileName.startsWith(dir))) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && memberNames.has(node.name.text)) {
        recordMember(checker.getSymbolAtLocation(node.name));
      } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        const name = node.propertyName ?? node.name;
        if (ts.isIdentifier(name) && memberNames.has(name.text)) recordMember(checker.getPropertyOfType(checker.getTypeAtLocation(node.parent), name.text));
      } else if (ts.isImportSpecifier(node)) {
        recordImport(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return {
    host: {
      version: sharedPackage(repoRoot).servenear.hostContract,
      exports: Object.fromEntries([...imports].sort(([a], [b]) => a.localeCompare(b)).map(([module, names]) => [module, [...names].sort()])),
      members: [...members].sort(),
    },
    endpoints: [...endpoints.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`)),
    provides: providedSurface(program, repoRoot),
  };
}

/** What the host contract in this checkout gives remotes (the consumer-driven tests' provider side). */
export function hostProvides(repoRoot: string): HostSurface {
  return providedSurface(createProgram(repoRoot, [...hostModuleFiles(repoRoot).values()]), repoRoot);
}
