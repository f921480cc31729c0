// A course's share of completed lessons as a labelled bar (used on the lesson page and in My progress).
import styles from './course-progress-bar.module.css';

interface CourseProgressBarProps {
  percent: number;
  /** Names the bar for assistive technology, e.g. "Napredak kroz kurs". */
  label: string;
  /** The visible line beside the bar, e.g. "2 od 4 lekcije završeno". */
  caption?: string;
  tone?: 'light' | 'dark';
}

export function CourseProgressBar({ percent, label, caption, tone = 'light' }: CourseProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={[styles.wrap, styles[tone]].join(' ')}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={caption ? `${value}% · ${caption}` : `${value}%`}
        data-testid="course-progress"
      >
        <span className={styles.fill} style={{ width: `${value}%` }} />
      </div>
      <p className={styles.caption}>
        <span className={styles.percent}>{value}%</span>
        {caption ? <span>{caption}</span> : null}
      </p>
    </div>
  );
}
