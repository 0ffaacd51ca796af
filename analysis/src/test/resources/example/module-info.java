module snapfit.example {
    requires org.snapfit.analysis;
}
