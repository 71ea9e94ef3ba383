/*
 * The worker threads' entry: every task's implementation, registered by name (platform/workers). The server holds
 * only the tasks' descriptors; the heavy code loads here.
 */
import { analyseWork } from './areas/iba/bankFlow/analysing';
import { readStatement } from './areas/iba/bankFlow/reading';
import { analyseTask, readStatementTask } from './areas/iba/bankFlow/tasks';
import { runChecks } from './areas/iba/smartText/checks';
import { checkTask } from './areas/iba/smartText/checks/task';
import { readDocument } from './areas/iba/smartText/read';
import { readDocumentTask } from './areas/iba/smartText/read/task';
import { renderDescription } from './platform/files/pdf/render';
import { renderPdfTask } from './platform/files/pdf/task';
import { sheetCells } from './platform/files/sheetCells';
import { writeWorkbook } from './platform/files/sheetWriter';
import { writeWorkbookTask } from './platform/files/download';
import { readSheetTask } from './platform/files/spreadsheet';
import { identify } from './areas/scs/sameCustomer/identify';
import { scsIdentifyTask } from './areas/scs/sameCustomer/identifyTask';
import { watermarkedWorkbook } from './areas/shell/exportJobs/rules';
import { workbookTask } from './areas/shell/exportJobs/task';
import { readListFile } from './areas/prma/screening/listFile';
import { readListTask } from './areas/prma/screening/listTask';
import { serveTasks } from './platform/workers/host';
import { implement } from './platform/workers/task';

serveTasks([
  implement(readSheetTask, sheetCells),
  implement(writeWorkbookTask, writeWorkbook),
  implement(readStatementTask, readStatement),
  implement(analyseTask, analyseWork),
  implement(readDocumentTask, readDocument),
  implement(checkTask, ({ paragraphs, context }) => runChecks(paragraphs, context)),
  implement(renderPdfTask, renderDescription),
  implement(scsIdentifyTask, identify),
  implement(readListTask, readListFile),
  implement(workbookTask, (w) => watermarkedWorkbook(w.sheetName, w.content, w.watermark)),
]);
