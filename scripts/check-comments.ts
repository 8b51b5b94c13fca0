// The comment rule `npm run lint` applies: a module opens with at most three lines, any other comment
// block is at most six and says why; longer reasoning and measured figures live in docs/.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export const MAX_HEADER_LINES = 3
export const MAX_BLOCK_LINES = 6

/** Figures a comment would quote from a measurement, and the page that holds them. */
const MEASURED = /\bBENCHMARKS\b|\d(?:[\d,.]*\d)?\s?(?:ms|[kK]i?B|[MG]i?B)\b/

/** Directives for tools, not prose: they neither count towards a block nor break one. */
const DIRECTIVE =
  /^(?:\/\/|\/\*)\s*(?:@vitest-environment|@ts-|eslint-|prettier-ignore|global\s|#!|\/\s*<reference)/

const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx)$/

export interface Finding {
  line: number
  problem: string
}

interface Comment {
  start: number
  end: number
  text: string
  firstLine: number
  lastLine: number
  /** Nothing but white space (or a JSX expression's brace) stands before it on its first line. */
  ownLine: boolean
}

function comments(path: string, text: string): { list: Comment[]; firstCodeLine: number } {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKind(path))
  const seen = new Map<number, Comment>()
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1
  const jsxText: ts.Node[] = []
  const add = (range: ts.CommentRange) => {
    if (seen.has(range.pos)) return
    const lineStart = text.lastIndexOf('\n', range.pos - 1) + 1
    seen.set(range.pos, {
      start: range.pos,
      end: range.end,
      text: text.slice(range.pos, range.end),
      firstLine: lineOf(range.pos),
      lastLine: lineOf(range.end),
      ownLine: /^\s*\{?\s*$/.test(text.slice(lineStart, range.pos)),
    })
  }
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) add(range)
    for (const range of ts.getTrailingCommentRanges(text, node.end) ?? []) add(range)
    if (node.kind === ts.SyntaxKind.JsxText) jsxText.push(node)
    else for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  // JSX text is prose, not trivia: `<p>// not a comment</p>`
  for (const node of jsxText) {
    for (const start of seen.keys()) if (start >= node.pos && start < node.end) seen.delete(start)
  }
  const first = source.statements[0]
  const firstCodeLine = first ? lineOf(first.getStart(source)) : Number.POSITIVE_INFINITY
  return { list: [...seen.values()].sort((a, b) => a.start - b.start), firstCodeLine }
}

function scriptKind(path: string): ts.ScriptKind {
  if (path.endsWith('.tsx')) return ts.ScriptKind.TSX
  if (path.endsWith('.jsx')) return ts.ScriptKind.JSX
  if (/\.[mc]?js$/.test(path)) return ts.ScriptKind.JS
  return ts.ScriptKind.TS
}

/** The lines of a file given to comments (a comment's own lines; a comment after code counts its lines too). */
export function commentLineCount(path: string, text: string): number {
  const lines = new Set<number>()
  for (const comment of comments(path, text).list) {
    for (let line = comment.firstLine; line <= comment.lastLine; line++) lines.add(line)
  }
  return lines.size
}

/** What breaks the comment rule in one file, by line. */
export function commentFindings(path: string, text: string): Finding[] {
  const { list, firstCodeLine } = comments(path, text)
  const findings: Finding[] = []
  for (const comment of list) {
    const match = MEASURED.exec(comment.text)
    if (match) {
      const line = comment.firstLine + comment.text.slice(0, match.index).split('\n').length - 1
      findings.push({
        line,
        problem: `quotes "${match[0]}": give the reason without the figure; figures live in BENCHMARKS.md, which code does not name`,
      })
    }
  }

  // Whole-line comments on consecutive lines make one block.
  let block: Comment[] = []
  const close = () => {
    const prose = block.filter((comment) => !DIRECTIVE.test(comment.text))
    block = []
    const [head] = prose
    if (!head) return
    const lines = new Set<number>()
    for (const comment of prose) {
      for (let line = comment.firstLine; line <= comment.lastLine; line++) lines.add(line)
    }
    const first = head.firstLine
    const header =
      first < firstCodeLine && (prose.at(-1) ?? head).lastLine < firstCodeLine && isFirstBlock(first)
    const limit = header ? MAX_HEADER_LINES : MAX_BLOCK_LINES
    if (lines.size > limit) {
      findings.push({
        line: first,
        problem: header
          ? `the module's opening comment is ${lines.size} lines; at most ${MAX_HEADER_LINES} say what it is and why`
          : `a comment block of ${lines.size} lines; at most ${MAX_BLOCK_LINES}: move the longer reasoning to docs/`,
      })
    }
  }
  const firstOwnLine = list.find((comment) => comment.ownLine && !DIRECTIVE.test(comment.text))?.firstLine
  const isFirstBlock = (line: number) => line === firstOwnLine
  for (const comment of list) {
    if (!comment.ownLine) {
      close()
      block.push(comment) // a comment after code is a block of its own
      close()
      continue
    }
    const previous = block.at(-1)
    if (previous && comment.firstLine !== previous.lastLine + 1) close()
    block.push(comment)
  }
  close()
  return findings.sort((a, b) => a.line - b.line)
}

/** The repository's source files, tracked or new, as paths from its root. */
export function sourceFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return out
    .split('\n')
    .filter((path) => SOURCE.test(path) && !path.startsWith('scripts/lint-fixtures/'))
    .sort()
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const stats = process.argv.includes('--stats')
  let count = 0
  let lines = 0
  for (const path of sourceFiles(root)) {
    let text: string
    try {
      text = readFileSync(`${root}${path}`, 'utf8')
    } catch {
      continue // deleted in the working tree, not yet staged
    }
    lines += commentLineCount(path, text)
    for (const finding of commentFindings(path, text)) {
      count++
      if (!stats) console.log(`${path}:${finding.line}: ${finding.problem}`)
    }
  }
  if (stats) console.log(`comment lines: ${lines}, findings: ${count}`)
  if (count > 0 && !stats) {
    console.error(
      `\n${count === 1 ? 'One comment breaks' : `${count} comments break`} the comment rule (docs/testing.md, "Comments").`,
    )
    process.exit(1)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
