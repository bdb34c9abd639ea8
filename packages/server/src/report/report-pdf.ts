/**
 * The visit report as a PDF (pdfkit, with the PDF's standard fonts): the same view model the HTML page
 * shows (core's `reportView`), in the report's language, each measure as a small chart with the
 * typical-range band and the goal line. Nothing here reads the database: the PDF holds only the view.
 */
import type { ReportMeasure, ReportView } from '@attune/core/rules';
import PDFDocument from 'pdfkit';
import { REPORT_TEXTS, type ReportLanguage } from './report-texts';

const MARGIN = 48;
const CHART_HEIGHT = 90;
const CHART_WIDTH = 260;
const COLORS = { text: '#1d2a2c', muted: '#4a5a5d', band: '#dcefe3', line: '#0b6466', frame: '#c5d0ce' };

/** A `YYYY-MM-DD` day written in the report's language (as that calendar day). */
function dayWriter(language: ReportLanguage) {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

function chart(doc: PDFKit.PDFDocument, measure: ReportMeasure, x: number, y: number) {
  const span = Math.max(measure.max - measure.min, 1);
  const yOf = (value: number) => y + ((measure.max - value) / span) * CHART_HEIGHT;
  const count = measure.points.length;
  const xOf = (index: number) => (count <= 1 ? x + CHART_WIDTH / 2 : x + (index / (count - 1)) * CHART_WIDTH);
  doc.save();
  if (measure.typical) {
    const top = yOf(measure.typical.high);
    doc.rect(x, top, CHART_WIDTH, Math.max(yOf(measure.typical.low) - top, 0)).fill(COLORS.band);
  }
  doc.rect(x, y, CHART_WIDTH, CHART_HEIGHT).lineWidth(0.5).stroke(COLORS.frame);
  if (measure.goal !== null) {
    doc
      .moveTo(x, yOf(measure.goal))
      .lineTo(x + CHART_WIDTH, yOf(measure.goal))
      .dash(4, { space: 3 })
      .lineWidth(1)
      .stroke(COLORS.muted)
      .undash();
  }
  measure.points.forEach((point, index) => {
    if (index === 0) doc.moveTo(xOf(index), yOf(point.score));
    else doc.lineTo(xOf(index), yOf(point.score));
  });
  if (count > 1) doc.lineWidth(1.5).stroke(COLORS.line);
  for (const [index, point] of measure.points.entries())
    doc.circle(xOf(index), yOf(point.score), 2.5).fill(COLORS.line);
  doc.fontSize(7).fillColor(COLORS.muted);
  doc.text(String(measure.max), x - 22, y - 3, { width: 18, align: 'right' });
  doc.text(String(measure.min), x - 22, y + CHART_HEIGHT - 6, { width: 18, align: 'right' });
  doc.restore();
}

/** Renders the report as PDF bytes. */
export function renderReportPdf(view: ReportView): Promise<Uint8Array<ArrayBuffer>> {
  const language = view.language;
  const text = REPORT_TEXTS[language];
  const day = dayWriter(language);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: language,
    info: { Title: `${text.title}: ${view.child.name}`, Author: 'Attune', Creator: 'Attune' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      const all = Buffer.concat(chunks);
      const bytes = new Uint8Array(new ArrayBuffer(all.length));
      bytes.set(all);
      resolve(bytes);
    });
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const heading = (words: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(COLORS.text).text(words, MARGIN);
    doc.moveDown(0.2).font('Helvetica').fontSize(10);
  };
  const line = (words: string, options: { muted?: boolean; bold?: boolean } = {}) =>
    doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(options.muted ? COLORS.muted : COLORS.text)
      .text(words, MARGIN, undefined, { width });
  const room = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };
  const respondent = (who: { name: string; relationship: string } | null) =>
    who ? text.answeredBy(who.name, who.relationship) : text.answeredByFamily;

  doc.font('Helvetica-Bold').fontSize(18).fillColor(COLORS.text).text(text.title);
  doc.moveDown(0.3);
  line(text.child(view.child.name, view.child.age_years), { bold: true });
  line(text.period(day(view.period.from), day(view.period.to)));
  if (view.child.care_team.length > 0) line(text.careTeam(view.child.care_team.join(', ')));
  doc.moveDown(0.3);
  doc.font('Helvetica-Oblique').fontSize(9).fillColor(COLORS.muted).text(text.informational, { width });
  if (view.empty) {
    doc.moveDown(0.5);
    line(text.empty, { bold: true });
  }

  heading(text.scores);
  if (view.measures.length === 0) line(text.noScores, { muted: true });
  for (const measure of view.measures) {
    room(CHART_HEIGHT + 60);
    line(measure.title, { bold: true });
    const top = doc.y + 4;
    chart(doc, measure, MARGIN + 24, top);
    const factsX = MARGIN + 24 + CHART_WIDTH + 16;
    const facts = [
      measure.latest ? text.latest(measure.latest.score, day(measure.latest.day)) : null,
      measure.goal !== null ? text.goal(measure.goal) : null,
      measure.typical ? text.typical(measure.typical.low, measure.typical.high) : null,
      measure.outcome ? text.outcome[measure.outcome] : null,
      measure.latest ? respondent(measure.latest.respondent) : null,
    ].filter((fact): fact is string => fact !== null);
    doc.font('Helvetica').fontSize(9).fillColor(COLORS.text);
    doc.text(facts.join('\n'), factsX, top, { width: MARGIN + width - factsX });
    doc.y = Math.max(doc.y, top + CHART_HEIGHT) + 6;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(measure.points.map((p) => `${day(p.day)}: ${p.score}`).join('  ·  '), MARGIN, undefined, {
        width,
      });
    doc.moveDown(0.6);
  }

  heading(text.medications);
  room(60);
  if (view.medications.current.length === 0) line(text.noMedications, { muted: true });
  else {
    line(text.current, { bold: true });
    for (const p of view.medications.current) {
      const times = p.taken.map((time) => text.taken[time] ?? time).join(', ');
      line(
        `• ${p.medication}${p.dosage ? ` ${p.dosage}` : ''}, ${text.since(day(p.start_date))}${times ? ` (${times})` : ''}`,
      );
      if (p.adherence)
        line(`   ${text.adherence(p.adherence.taken, p.adherence.skipped, p.adherence.unanswered)}`, {
          muted: true,
        });
    }
  }
  doc.moveDown(0.3);
  line(text.changes, { bold: true });
  if (view.medications.changes.length === 0) line(text.noChanges, { muted: true });
  for (const change of view.medications.changes) {
    const kind = text[change.kind];
    line(`• ${day(change.day)}: ${kind} ${change.medication}${change.dosage ? ` (${change.dosage})` : ''}`);
  }

  heading(text.plans);
  if (view.plans.weeks.length === 0) line(text.noPlans, { muted: true });
  for (const week of view.plans.weeks) {
    line(
      `${text.weekOf} ${day(week.week_start)}: ${text.completed} ${week.completed}, ${text.skipped} ${week.skipped}, ${text.missed} ${week.missed}`,
    );
  }

  heading(text.checkIns);
  if (view.check_ins.length === 0) line(text.noCheckIns, { muted: true });
  for (const checkIn of view.check_ins) {
    room(40);
    line(text.answeredOn(checkIn.questionnaire, day(checkIn.day)), { bold: true });
    line(respondent(checkIn.respondent), { muted: true });
    for (const answer of checkIn.answers) {
      doc.font('Helvetica').fontSize(9).fillColor(COLORS.text);
      doc.text(`${answer.question} `, MARGIN, undefined, { width, continued: true });
      doc.font('Helvetica-Bold').text(answer.answer);
    }
    doc.moveDown(0.4);
  }

  if (view.reflections !== null) {
    heading(text.notes);
    if (view.reflections.length === 0) line(text.noNotes, { muted: true });
    for (const note of view.reflections) line(`${day(note.day)}: ${note.text}`);
  }
  if (view.sleep !== null) {
    heading(text.sleep);
    if (view.sleep.length === 0) line(text.noSleep, { muted: true });
    for (const night of view.sleep) {
      line(
        `${text.night} ${day(night.night)}: ${text.asleep} ${night.minutes_asleep ?? '-'}, ${text.wakings} ${night.night_wakings ?? '-'}`,
      );
    }
  }
  if (view.target_recognition !== null) {
    heading(text.targetRecognition);
    if (view.target_recognition.length === 0) line(text.noTargetRecognition, { muted: true });
    for (const result of view.target_recognition) {
      line(`${day(result.day)}: ${text.level} ${result.level}, ${text.score} ${result.score ?? '-'}`);
    }
  }
  doc.end();
  return done;
}
