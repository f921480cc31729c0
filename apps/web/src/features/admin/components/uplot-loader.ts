// uPlot and its style sheet, in a chunk of their own that the business dashboard's charts import on demand
// (ADR 073): no public page and not even the rest of the dashboard loads them.
import 'uplot/dist/uPlot.min.css';
import uPlot from 'uplot';

export default uPlot;
